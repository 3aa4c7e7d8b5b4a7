"""XML import view: lxml default after dictget hit."""


from flask import request
from lxml import etree


def init(app):
    @app.route("/imports/lxml-default/dictget-hit", methods=["POST"])
    def imports_lxml_default_dictget_hit():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        options = {"chosen": param, "other": "plain"}
        bar = options.get("chosen", "plain")
        parser = etree.XMLParser()
        # vigil: py.xxe
        doc = etree.fromstring(bar.encode("utf-8"), parser)
        return {"tag": doc.tag}
