"""Views remembering client choices in cookies."""
from flask import make_response
from flask import request


def init(app):
    @app.route("/cookie/remember-choice-secure", methods=["GET"])
    def remember_choice_secure_get():
        return remember_choice_secure_post()

    @app.route("/cookie/remember-choice-secure", methods=["POST"])
    def remember_choice_secure_post():
        param = request.args.get("value", "")
        bar = param
        resp = make_response("saved")
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("preference", bar, secure=True, httponly=True, samesite="Lax")
        return resp
