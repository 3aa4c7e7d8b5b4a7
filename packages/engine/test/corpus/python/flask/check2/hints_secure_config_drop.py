"""Hint cookie view: secure after config drop."""


from flask import make_response
from flask import request


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = drop\n")


def hints_secure_config_drop():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    resp = make_response({"ok": True})
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("session_hint", bar, secure=True, httponly=True, samesite="Strict")
    return resp


def register(app):
    app.add_url_rule("/hints/secure/config-drop", view_func=hints_secure_config_drop, methods=["GET", "POST"])
