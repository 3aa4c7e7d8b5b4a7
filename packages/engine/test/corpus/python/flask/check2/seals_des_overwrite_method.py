"""Sealing view: des after overwrite method."""


from Crypto.Cipher import DES
from flask import Blueprint
from flask import request


import os

KEY8 = os.environ.get("SEAL_KEY", "").encode()[:8]
IV8 = os.urandom(8)


class Holder:
    def __init__(self, value):
        self.value = value

    def reset(self):
        self.value = "reset"
        return self


bp = Blueprint("seals_des_overwrite_method", __name__)


@bp.get("/seals/des/overwrite-method")
def seals_des_overwrite_method():
    param = request.cookies.get("pref", "")
    bar = Holder(param).reset().value
    # vigil: py.weak-cipher
    cipher = DES.new(KEY8, DES.MODE_CBC, iv=IV8)
    sealed = cipher.encrypt(bar.encode("utf-8").ljust(16, b"\0")[:16])
    return {"sealed": sealed.hex()}
