"""Hint cookie view: secure after dataclass kind."""


from flask import make_response
from flask import request


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


def init(app):
    @app.route("/hints/secure/dataclass-kind", methods=["POST"])
    def hints_secure_dataclass_kind():
        param = request.get_data(as_text=True)
        bar = Entry(param).kind
        resp = make_response({"ok": True})
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("session_hint", bar, secure=True, httponly=True, samesite="Strict")
        return resp
