"""Preference view: session int after dataclass."""


from flask import request
from flask import session
from flask.views import MethodView


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


class PrefsSessionIntDataclassView(MethodView):
    def post(self):
        param = request.form["title"]
        bar = Entry(param).text
        # vigil-ok: py.trust-boundary
        session["page_size"] = int(bar) if bar.isdigit() else 20
        return {"saved": True}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/prefs/session-int/dataclass", view_func=PrefsSessionIntDataclassView.as_view("prefs_session_int_dataclass"))
