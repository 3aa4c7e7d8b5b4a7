"""Views keeping client choices in the session."""
import flask
from flask import abort
from flask import request


def register(bp):
    @bp.route("/trust/locale-allowed", methods=["GET", "POST"])
    def locale_allowed():
        param = request.args.get("value", "")
        if param not in ("red", "green", "blue"):
            abort(400)
        bar = param
        # vigil-ok: py.trust-boundary
        flask.session["last_filter"] = bar
        return "stored"
