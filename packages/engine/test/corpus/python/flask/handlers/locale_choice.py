"""Views keeping client choices in the session."""
from flask import request
from flask import session


def init(app):
    @app.route("/trust/locale-choice", methods=["GET"])
    def locale_choice_get():
        return locale_choice_post()

    @app.route("/trust/locale-choice", methods=["POST"])
    def locale_choice_post():
        param = request.headers.get("X-Client-Note", "")
        bar = param
        # vigil-ok: py.trust-boundary
        session["locale"] = "en" if bar == "" else "de"
        return "stored"
