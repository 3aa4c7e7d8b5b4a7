"""Token view: random after dataclass."""


import random
from flask import Blueprint
from flask import request
from flask import session


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


bp = Blueprint("tokens_random_dataclass", __name__)


@bp.get("/tokens/random/dataclass")
def tokens_random_dataclass():
    items = request.args.getlist("item")
    param = items[0] if items else ""
    bar = Entry(param).text
    # vigil: py.insecure-random
    session["csrf"] = "%08x" % random.getrandbits(32)
    return {"label": bar[:0]}
