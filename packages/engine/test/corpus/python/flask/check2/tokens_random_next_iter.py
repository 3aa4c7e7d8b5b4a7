"""Token view: random after next iter."""


import random
from flask import request
from flask import session


def init(app):
    @app.route("/tokens/random/next-iter/<name>", methods=["POST"])
    def tokens_random_next_iter(name):
        param = name
        bar = next(iter([param, "later"]))
        # vigil: py.insecure-random
        session["csrf"] = "%08x" % random.getrandbits(32)
        return {"label": bar[:0]}
