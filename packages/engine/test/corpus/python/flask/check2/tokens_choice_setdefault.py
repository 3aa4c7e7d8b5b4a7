"""Token view: choice after setdefault."""


import random
import string
from flask import request


def tokens_choice_setdefault():
    param = request.get_data(as_text=True)
    store = {}
    store.setdefault("slot", param)
    bar = store["slot"]
    # vigil: py.insecure-random
    token = "".join(random.choice(string.ascii_letters) for _ in range(24))
    resp = {"reset": token, "label": bar[:0]}
    return resp


def register(app):
    app.add_url_rule("/tokens/choice/setdefault", view_func=tokens_choice_setdefault, methods=["GET", "POST"])
