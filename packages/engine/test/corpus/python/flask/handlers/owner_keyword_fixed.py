"""Views keeping client choices in the session."""
from flask import request
from flask import session


def register(bp):
    @bp.route("/trust/owner-keyword-fixed", methods=["POST"])
    def owner_keyword_fixed():
        param = request.form.get("owner", "")
        owner = param
        owner = "anonymous"
        # vigil-ok: py.trust-boundary
        session.update(owner=owner, visits=len(param))
        return "stored"
