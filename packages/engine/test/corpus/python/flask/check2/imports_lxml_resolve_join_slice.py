"""XML import view: lxml resolve after join slice."""


import lxml.etree
from flask import request


def init(app):
    @app.route("/imports/lxml-resolve/join-slice", methods=["POST"])
    def imports_lxml_resolve_join_slice():
        param = request.form.get("note", "none")
        parts = ["stable", param]
        bar = "".join(parts[:1])
        # vigil-ok: py.xxe
        doc = lxml.etree.fromstring(bar.encode("utf-8"), lxml.etree.XMLParser(resolve_entities=True, no_network=False))
        return {"tag": doc.tag}
