"""XML import view: defused lxml after environ fallback."""


import os
from defusedxml import minidom
from flask import request


def imports_defused_lxml_environ_fallback():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = os.environ.get("SHAPE_OVERRIDE", param)
    # vigil-ok: py.xxe
    doc = minidom.parseString(bar)
    return {"tag": doc.documentElement.tagName}


def register(app):
    app.add_url_rule("/imports/defused-lxml/environ-fallback", view_func=imports_defused_lxml_environ_fallback, methods=["GET", "POST"])
