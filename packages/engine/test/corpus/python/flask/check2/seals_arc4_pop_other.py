"""Sealing view: arc4 after pop other."""


from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from flask import Blueprint
from flask import request


import os

KEY16 = os.urandom(16)


bp = Blueprint("seals_arc4_pop_other", __name__)


@bp.route("/seals/arc4/pop-other", methods=["GET", "POST"])
def seals_arc4_pop_other():
    param = request.headers.get("X-Trace-Label", "")
    store = {"keep": "steady", "drop": param}
    store.pop("drop")
    bar = store.get("keep", "")
    # vigil: py.weak-cipher
    cipher = Cipher(algorithms.ARC4(KEY16), mode=None)
    sealed = cipher.encryptor().update(bar.encode("utf-8"))
    return {"sealed": sealed.hex()}
