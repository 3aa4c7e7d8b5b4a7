"""Preference view: session set after base64."""


import base64
from flask import request
from flask import session
from flask.views import MethodView


class PrefsSessionSetBase64View(MethodView):
    def post(self):
        param = request.values.get("entry") or ""
        encoded = base64.urlsafe_b64encode(param.encode("utf-8"))
        bar = base64.urlsafe_b64decode(encoded).decode("utf-8")
        # vigil: py.trust-boundary
        session["display_name"] = bar
        return {"saved": True}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/prefs/session-set/base64", view_func=PrefsSessionSetBase64View.as_view("prefs_session_set_base64"))
