"""Sealing view: aes gcm after classmethod."""


from Crypto.Cipher import AES
from flask import request


import os

KEY16 = os.urandom(16)


class Cleaner:
    prefix = ""

    @classmethod
    def apply(cls, value):
        return cls.prefix + value



def install(app):
    @app.route("/seals/aes-gcm/classmethod", methods=["GET", "POST"])
    def seals_aes_gcm_classmethod():
        param = request.form["title"]
        bar = Cleaner.apply(param)
        # vigil-ok: py.weak-cipher
        cipher = AES.new(KEY16, AES.MODE_GCM)
        sealed, tag = cipher.encrypt_and_digest(bar.encode("utf-8"))
        return {"sealed": sealed.hex(), "tag": tag.hex(), "nonce": cipher.nonce.hex()}
