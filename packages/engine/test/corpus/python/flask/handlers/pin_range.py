"""Views issuing tokens."""
import random
from flask import make_response


def register(bp):
    @bp.route("/rand/pin-range", methods=["GET", "POST"])
    def pin_range():
        resp = make_response("ok")
        # vigil: py.insecure-random
        pin = random.randrange(10 ** 6)
        resp.set_cookie("pin", str(pin), secure=True, httponly=True)
        return resp
