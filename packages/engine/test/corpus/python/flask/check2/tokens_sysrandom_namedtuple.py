"""Token view: sysrandom after namedtuple."""


import random
import string
from flask import Blueprint
from flask import request


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


bp = Blueprint("tokens_sysrandom_namedtuple", __name__)


@bp.route("/tokens/sysrandom/namedtuple", methods=["GET", "POST"])
def tokens_sysrandom_namedtuple():
    param = request.form.get("note", "none")
    bar = Pair("steady", param).right
    rng = random.SystemRandom()
    # vigil-ok: py.insecure-random
    token = "".join(rng.choice(string.ascii_letters) for _ in range(24))
    return {"reset": token, "label": bar[:0]}
