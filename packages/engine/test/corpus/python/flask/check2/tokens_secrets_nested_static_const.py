"""Token view: secrets after nested static const."""


import secrets
from flask import Blueprint
from flask import request
from flask import session


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return "archive"


bp = Blueprint("tokens_secrets_nested_static_const", __name__)


@bp.get("/tokens/secrets/nested-static-const")
def tokens_secrets_nested_static_const():
    param = request.values.get("entry") or ""
    bar = Outer.Inner.pick(param)
    # vigil-ok: py.insecure-random
    session["csrf"] = secrets.token_hex(16)
    return {"label": bar[:0]}
