"""Bulk import of price lists uploaded as XML, and a small formula field."""
import xml.dom.pulldom
import xml.sax
from xml.sax.handler import ContentHandler

from flask import Blueprint, request
from lxml import etree

imports = Blueprint("imports", __name__)


class PriceHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "price":
            self.count += 1


@imports.route("/imports/prices", methods=["POST"])
def import_prices():
    # lxml resolves entities unless its parser is told not to
    # vigil: py.xxe
    tree = etree.fromstring(request.data)
    return {"items": len(tree)}


@imports.route("/imports/prices-hardened", methods=["POST"])
def import_prices_hardened():
    # vigil-ok: py.xxe
    tree = etree.fromstring(request.data, parser=etree.XMLParser(resolve_entities=False, no_network=True))
    return {"items": len(tree)}


@imports.route("/imports/prices-sax", methods=["POST"])
def import_prices_sax():
    handler = PriceHandler()
    # the standard library's SAX parser leaves external entities alone unless asked to load them
    # vigil-ok: py.xxe
    xml.sax.parseString(request.data, handler)
    return {"items": handler.count}


@imports.route("/imports/prices-stream", methods=["POST"])
def import_prices_stream():
    count = 0
    # vigil-ok: py.xxe
    for event, node in xml.dom.pulldom.parseString(request.get_data(as_text=True)):
        if event == xml.dom.pulldom.START_ELEMENT and node.tagName == "price":
            count += 1
    return {"items": count}


@imports.route("/imports/lookup")
def lookup():
    sku = request.args.get("sku", "")
    catalog = etree.parse("catalog.xml")
    # vigil: py.xpath-injection
    hits = catalog.xpath("//item[@sku='" + sku + "']/price/text()")
    # vigil-ok: py.xpath-injection
    same = catalog.xpath("//item[@sku=$sku]/price/text()", sku=sku)
    # vigil-ok: py.xpath-injection
    total = catalog.xpath("count(//item)")
    return {"hits": [str(h) for h in hits], "same": [str(s) for s in same], "total": int(total)}


@imports.route("/imports/formula")
def formula():
    expression = request.args.get("f", "")
    level = 90
    if level * 3 > 200:
        chosen = "2 * 21"
    else:
        chosen = expression
    # vigil-ok: py.code-injection
    fixed = eval(chosen)
    # vigil: py.code-injection
    asked = eval(expression)
    return {"fixed": fixed, "asked": str(asked)}
