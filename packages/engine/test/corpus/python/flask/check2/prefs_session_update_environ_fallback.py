"""Preference view: session update after environ fallback."""


import flask
import os
from flask import request


def prefs_session_update_environ_fallback():
    param = request.form.get("note", "none")
    bar = os.environ.get("SHAPE_OVERRIDE", param)
    # vigil: py.trust-boundary
    flask.session.update({"team": bar})
    return {"saved": True}


def register(app):
    app.add_url_rule("/prefs/session-update/environ-fallback", view_func=prefs_session_update_environ_fallback, methods=["GET", "POST"])
