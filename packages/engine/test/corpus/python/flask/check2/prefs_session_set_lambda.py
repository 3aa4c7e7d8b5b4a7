"""Preference view: session set after lambda."""


from flask import request
from flask import session



def install(app):
    @app.route("/prefs/session-set/lambda", methods=["GET", "POST"])
    def prefs_session_set_lambda():
        param = request.cookies.get("pref", "")
        tidy = lambda v: v.replace("\t", " ")
        bar = tidy(param)
        # vigil: py.trust-boundary
        session["display_name"] = bar
        return {"saved": True}
