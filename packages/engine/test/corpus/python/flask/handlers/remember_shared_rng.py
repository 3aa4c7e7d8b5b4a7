"""Views issuing tokens."""
import random

from flask import Flask
from flask import make_response

app = Flask(__name__)
GENERATOR = random.Random()


@app.route("/rand/remember-shared", methods=["POST"])
def remember_shared_rng():
    resp = make_response("remembered")
    # vigil: py.insecure-random
    value = GENERATOR.random()
    resp.set_cookie("remember_me", str(value)[2:], secure=True, httponly=True)
    return resp
