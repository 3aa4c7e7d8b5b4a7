"""Views issuing tokens."""
import secrets
from flask import make_response


def init(app):
    @app.route("/rand/remember-token-secure", methods=["GET"])
    def remember_token_secure_get():
        return remember_token_secure_post()

    @app.route("/rand/remember-token-secure", methods=["POST"])
    def remember_token_secure_post():
        resp = make_response("remembered")
        # vigil-ok: py.insecure-random
        token = secrets.token_urlsafe(24)
        resp.set_cookie("remember", token, secure=True, httponly=True)
        return resp
