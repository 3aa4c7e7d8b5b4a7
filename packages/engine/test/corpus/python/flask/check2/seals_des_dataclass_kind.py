"""Sealing view: des after dataclass kind."""


from Crypto.Cipher import DES
from flask import request


import os

KEY8 = os.environ.get("SEAL_KEY", "").encode()[:8]
IV8 = os.urandom(8)


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"



def install(app):
    @app.route("/seals/des/dataclass-kind", methods=["GET", "POST"])
    def seals_des_dataclass_kind():
        param = request.values.get("entry") or ""
        bar = Entry(param).kind
        # vigil: py.weak-cipher
        cipher = DES.new(KEY8, DES.MODE_CBC, iv=IV8)
        sealed = cipher.encrypt(bar.encode("utf-8").ljust(16, b"\0")[:16])
        return {"sealed": sealed.hex()}
