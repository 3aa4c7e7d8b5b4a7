"""Views issuing tokens."""
import random
from flask import make_response


def init(app):
    @app.route("/rand/session-key-bits", methods=["GET"])
    def session_key_bits_get():
        return session_key_bits_post()

    @app.route("/rand/session-key-bits", methods=["POST"])
    def session_key_bits_post():
        resp = make_response("ok")
        # vigil: py.insecure-random
        key = "%016x" % random.getrandbits(64)
        resp.set_cookie("session_key", key, secure=True, httponly=True)
        return resp
