"""Sealing view: fernet after static second."""


from cryptography.fernet import Fernet
from flask import request


FERNET_KEY = Fernet.generate_key()


class Shaper:
    @staticmethod
    def choose(first, second):
        return second


def init(app):
    @app.route("/seals/fernet/static-second", methods=["POST"])
    def seals_fernet_static_second():
        param = request.get_data(as_text=True)
        bar = Shaper.choose("fallback", param)
        # vigil-ok: py.weak-cipher
        sealed = Fernet(FERNET_KEY).encrypt(bar.encode("utf-8"))
        return {"sealed": sealed.decode()}
