"""Preference view: session set after config drop."""


from flask import Blueprint
from flask import request
from flask import session


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = drop\n")


bp = Blueprint("prefs_session_set_config_drop", __name__)


@bp.route("/prefs/session-set/config-drop", methods=["GET", "POST"])
def prefs_session_set_config_drop():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    # vigil-ok: py.trust-boundary
    session["display_name"] = bar
    return {"saved": True}
