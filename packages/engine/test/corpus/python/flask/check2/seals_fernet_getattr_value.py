"""Sealing view: fernet after getattr value."""


from cryptography.fernet import Fernet
from flask import Blueprint
from flask import request


FERNET_KEY = Fernet.generate_key()


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


bp = Blueprint("seals_fernet_getattr_value", __name__)


@bp.route("/seals/fernet/getattr-value/<name>", methods=["GET", "POST"])
def seals_fernet_getattr_value(name):
    param = name
    bar = getattr(Box(param), "value")
    # vigil-ok: py.weak-cipher
    sealed = Fernet(FERNET_KEY).encrypt(bar.encode("utf-8"))
    return {"sealed": sealed.decode()}
