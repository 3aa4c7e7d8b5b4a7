"""Sealing view: arc4 after namedtuple left."""


from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from flask import request


import os

KEY16 = os.urandom(16)


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


def seals_arc4_namedtuple_left():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = Pair("steady", param).left
    # vigil: py.weak-cipher
    cipher = Cipher(algorithms.ARC4(KEY16), mode=None)
    sealed = cipher.encryptor().update(bar.encode("utf-8"))
    return {"sealed": sealed.hex()}


def register(app):
    app.add_url_rule("/seals/arc4/namedtuple-left", view_func=seals_arc4_namedtuple_left, methods=["GET", "POST"])
