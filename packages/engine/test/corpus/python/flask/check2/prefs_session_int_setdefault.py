"""Preference view: session int after setdefault."""


from flask import request
from flask import session


def init(app):
    @app.route("/prefs/session-int/setdefault/<name>", methods=["POST"])
    def prefs_session_int_setdefault(name):
        param = name
        store = {}
        store.setdefault("slot", param)
        bar = store["slot"]
        # vigil-ok: py.trust-boundary
        session["page_size"] = int(bar) if bar.isdigit() else 20
        return {"saved": True}
