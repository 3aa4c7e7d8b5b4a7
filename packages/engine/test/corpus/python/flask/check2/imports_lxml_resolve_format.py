"""XML import view: lxml resolve after format."""


import lxml.etree
from flask import request



def install(app):
    @app.route("/imports/lxml-resolve/format", methods=["GET", "POST"])
    def imports_lxml_resolve_format():
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = "{}{}".format("", param)
        # vigil: py.xxe
        doc = lxml.etree.fromstring(bar.encode("utf-8"), lxml.etree.XMLParser(resolve_entities=True, no_network=False))
        return {"tag": doc.tag}
