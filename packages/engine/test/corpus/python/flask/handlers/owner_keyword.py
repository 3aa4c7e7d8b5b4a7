"""Views keeping client choices in the session."""
from flask import request
from flask import session


def register(bp):
    @bp.route("/trust/owner-keyword", methods=["POST"])
    def owner_keyword():
        param = request.form.get("owner", "")
        # vigil: py.trust-boundary
        session.update(owner=param, visits=1)
        return "stored"
