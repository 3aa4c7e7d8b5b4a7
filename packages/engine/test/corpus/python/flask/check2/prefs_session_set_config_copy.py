"""Preference view: session set after config copy."""


from flask import Blueprint
from flask import request
from flask import session


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = copy\n")


bp = Blueprint("prefs_session_set_config_copy", __name__)


@bp.get("/prefs/session-set/config-copy")
def prefs_session_set_config_copy():
    param = request.args.get("term", "")
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    # vigil: py.trust-boundary
    session["display_name"] = bar
    return {"saved": True}
