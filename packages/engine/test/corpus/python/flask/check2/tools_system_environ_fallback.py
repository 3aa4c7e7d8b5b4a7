"""Tooling view: system after environ fallback."""


import os
from flask import request


def tools_system_environ_fallback():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = os.environ.get("SHAPE_OVERRIDE", param)
    # vigil: py.command-injection
    status = os.system("convert /srv/in.png /srv/out/%s.jpg" % bar)
    return {"status": status}


def register(app):
    app.add_url_rule("/tools/system/environ-fallback", view_func=tools_system_environ_fallback, methods=["GET", "POST"])
