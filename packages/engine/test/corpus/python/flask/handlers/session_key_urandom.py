"""Views issuing tokens."""
import os
from flask import make_response


def init(app):
    @app.route("/rand/session-key-urandom", methods=["GET"])
    def session_key_urandom_get():
        return session_key_urandom_post()

    @app.route("/rand/session-key-urandom", methods=["POST"])
    def session_key_urandom_post():
        resp = make_response("ok")
        # vigil-ok: py.insecure-random
        key = os.urandom(8).hex()
        resp.set_cookie("session_key", key, secure=True, httponly=True)
        return resp
