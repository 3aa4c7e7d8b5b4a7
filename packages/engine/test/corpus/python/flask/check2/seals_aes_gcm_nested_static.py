"""Sealing view: aes gcm after nested static."""


from Crypto.Cipher import AES
from flask import request
from flask.views import MethodView


import os

KEY16 = os.urandom(16)


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return value.strip()


class SealsAesGcmNestedStaticView(MethodView):
    def post(self):
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = Outer.Inner.pick(param)
        # vigil-ok: py.weak-cipher
        cipher = AES.new(KEY16, AES.MODE_GCM)
        sealed, tag = cipher.encrypt_and_digest(bar.encode("utf-8"))
        return {"sealed": sealed.hex(), "tag": tag.hex(), "nonce": cipher.nonce.hex()}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/seals/aes-gcm/nested-static", view_func=SealsAesGcmNestedStaticView.as_view("seals_aes_gcm_nested_static"))
