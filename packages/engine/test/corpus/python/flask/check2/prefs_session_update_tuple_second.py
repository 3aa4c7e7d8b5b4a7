"""Preference view: session update after tuple second."""


import flask
from flask import request


def init(app):
    @app.route("/prefs/session-update/tuple-second", methods=["POST"])
    def prefs_session_update_tuple_second():
        param = request.headers.get("X-Trace-Label", "")
        first, second = "steady", param
        bar = second
        # vigil: py.trust-boundary
        flask.session.update({"team": bar})
        return {"saved": True}
