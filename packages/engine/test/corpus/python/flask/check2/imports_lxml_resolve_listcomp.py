"""XML import view: lxml resolve after listcomp."""


import lxml.etree
from flask import request


def imports_lxml_resolve_listcomp(name):
    param = name
    values = [v.strip() for v in [param, "spare"]]
    bar = values[0]
    # vigil: py.xxe
    doc = lxml.etree.fromstring(bar.encode("utf-8"), lxml.etree.XMLParser(resolve_entities=True, no_network=False))
    return {"tag": doc.tag}


def register(app):
    app.add_url_rule("/imports/lxml-resolve/listcomp/<name>", view_func=imports_lxml_resolve_listcomp, methods=["GET", "POST"])
