"""Views issuing tokens."""
import random
from flask import make_response


def init(app):
    @app.route("/rand/remember-token", methods=["GET"])
    def remember_token_get():
        return remember_token_post()

    @app.route("/rand/remember-token", methods=["POST"])
    def remember_token_post():
        resp = make_response("remembered")
        # vigil: py.insecure-random
        token = str(random.random())[2:]
        resp.set_cookie("remember", token, secure=True, httponly=True)
        return resp
