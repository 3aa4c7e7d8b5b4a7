"""Preference view: session update after tuple first."""


import flask
from flask import Blueprint
from flask import request


bp = Blueprint("prefs_session_update_tuple_first", __name__)


@bp.get("/prefs/session-update/tuple-first")
def prefs_session_update_tuple_first():
    items = request.args.getlist("item")
    param = items[0] if items else ""
    first, second = "steady", param
    bar = first
    # vigil-ok: py.trust-boundary
    flask.session.update({"team": bar})
    return {"saved": True}
