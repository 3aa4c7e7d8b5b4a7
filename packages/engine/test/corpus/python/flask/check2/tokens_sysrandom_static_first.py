"""Token view: sysrandom after static first."""


import random
import string
from flask import request


class Shaper:
    @staticmethod
    def choose(first, second):
        return first


def tokens_sysrandom_static_first():
    param = request.headers.get("X-Trace-Label", "")
    bar = Shaper.choose("fallback", param)
    rng = random.SystemRandom()
    # vigil-ok: py.insecure-random
    token = "".join(rng.choice(string.ascii_letters) for _ in range(24))
    return {"reset": token, "label": bar[:0]}


def register(app):
    app.add_url_rule("/tokens/sysrandom/static-first", view_func=tokens_sysrandom_static_first, methods=["GET", "POST"])
