"""Preference view: session set after dataclass kind."""


from flask import request
from flask import session


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


def prefs_session_set_dataclass_kind():
    param = request.get_data(as_text=True)
    bar = Entry(param).kind
    # vigil-ok: py.trust-boundary
    session["display_name"] = bar
    return {"saved": True}


def register(app):
    app.add_url_rule("/prefs/session-set/dataclass-kind", view_func=prefs_session_set_dataclass_kind, methods=["GET", "POST"])
