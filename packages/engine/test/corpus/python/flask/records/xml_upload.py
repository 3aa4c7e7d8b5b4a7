"""Record uploads in XML: parsers configured in the handler decide whether entities are loaded."""
import io
import xml.dom.minidom
import xml.etree.ElementTree as ET
import xml.sax
import xml.sax.handler

import defusedxml.ElementTree
import flask
import lxml.etree
from lxml import etree

app = flask.Flask(__name__)


class CountHandler(xml.sax.handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


@app.route("/records/lxml-default", methods=["POST"])
def records_lxml_default():
    doc = flask.request.form.get("doc", "")
    # vigil: py.xxe
    root = lxml.etree.fromstring(doc)
    return "records: " + str(len(root))


@app.route("/records/lxml-no-entities", methods=["POST"])
def records_lxml_no_entities():
    doc = flask.request.form.get("doc", "")
    parser = lxml.etree.XMLParser(resolve_entities=False)
    # vigil-ok: py.xxe
    root = lxml.etree.fromstring(doc, parser)
    return "records: " + str(len(root))


@app.route("/records/lxml-entities", methods=["POST"])
def records_lxml_entities():
    doc = flask.request.form.get("doc", "")
    # vigil-ok: py.xxe-parser
    parser = lxml.etree.XMLParser(resolve_entities=True, no_network=False)
    # vigil: py.xxe
    root = lxml.etree.fromstring(doc, parser)
    return "records: " + str(len(root))


@app.route("/records/lxml-parse", methods=["POST"])
def records_lxml_parse():
    doc = flask.request.get_data(as_text=True)
    safe_parser = etree.XMLParser(resolve_entities=False, load_dtd=False)
    # vigil-ok: py.xxe
    tree = etree.parse(io.StringIO(doc), parser=safe_parser)
    # vigil-ok: py.xxe-parser
    loose = etree.XMLParser(load_dtd=True)
    # vigil: py.xxe
    other = etree.parse(io.StringIO(doc), parser=loose)
    return "records: " + str(len(tree.getroot()) + len(other.getroot()))


@app.route("/records/lxml-xml", methods=["POST"])
def records_lxml_xml():
    doc = flask.request.form.get("doc", "")
    # vigil: py.xxe
    root = etree.XML(doc.encode("utf-8"))
    # vigil-ok: py.xxe
    again = etree.XML(doc.encode("utf-8"), etree.XMLParser(resolve_entities=False))
    return "records: " + str(len(root) + len(again))


@app.route("/records/defused", methods=["POST"])
def records_defused():
    doc = flask.request.form.get("doc", "")
    # vigil-ok: py.xxe
    root = defusedxml.ElementTree.fromstring(doc)
    return "records: " + str(len(root))


@app.route("/records/stdlib", methods=["POST"])
def records_stdlib():
    doc = flask.request.form.get("doc", "")
    # vigil-ok: py.xxe
    root = ET.fromstring(doc)
    # vigil-ok: py.xxe
    dom = xml.dom.minidom.parseString(doc)
    return "records: " + str(len(root) + len(dom.childNodes))


@app.route("/records/sax-external", methods=["POST"])
def records_sax_external():
    doc = flask.request.form.get("doc", "")
    handler = CountHandler()
    parser = xml.sax.make_parser()
    # vigil-ok: py.xxe-parser
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    # vigil: py.xxe
    parser.parse(io.StringIO(doc))
    return "records: " + str(handler.count)


@app.route("/records/sax-default", methods=["POST"])
def records_sax_default():
    doc = flask.request.form.get("doc", "")
    handler = CountHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, False)
    parser.setContentHandler(handler)
    # vigil-ok: py.xxe
    parser.parse(io.StringIO(doc))
    return "records: " + str(handler.count)


@app.route("/records/folded", methods=["POST"])
def records_folded():
    doc = flask.request.form.get("doc", "")
    level = 12
    chosen = "<records/>" if level * 20 > 200 else doc
    # vigil-ok: py.xxe
    root = lxml.etree.fromstring(chosen)
    parts = {"given": doc, "empty": "<records/>"}
    # vigil-ok: py.xxe
    other = lxml.etree.fromstring(parts["empty"])
    # vigil: py.xxe
    third = lxml.etree.fromstring(parts["given"])
    return "records: " + str(len(root) + len(other) + len(third))


@app.route("/records/wrapped", methods=["POST"])
def records_wrapped():
    name = flask.request.form.get("name", "")
    doc = "<record><name>" + name + "</name></record>"
    parser = lxml.etree.XMLParser(resolve_entities=False, no_network=True)
    # vigil-ok: py.xxe
    root = lxml.etree.fromstring(doc.encode("utf-8"), parser=parser)
    return "records: " + str(len(root))


@app.route("/records/sax-constant", methods=["POST"])
def records_sax_constant():
    flask.request.form.get("doc", "")
    handler = CountHandler()
    parser = xml.sax.make_parser()
    # entities on, but the view parses only its own document
    # vigil-ok: py.xxe-parser
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    # vigil-ok: py.xxe
    parser.parse(io.StringIO("<records><record/></records>"))
    return "records: " + str(handler.count)


@app.route("/records/lxml-constant", methods=["POST"])
def records_lxml_constant():
    doc = flask.request.form.get("doc", "")
    # vigil-ok: py.xxe-parser
    parser = lxml.etree.XMLParser(resolve_entities=True)
    level = 30
    chosen = "<records/>" if level * 9 > 200 else doc
    # vigil-ok: py.xxe
    root = lxml.etree.fromstring(chosen, parser)
    return "records: " + str(len(root))


@app.route("/records/lxml-feed", methods=["POST"])
def records_lxml_feed():
    doc = flask.request.form.get("doc", "")
    parser = lxml.etree.XMLParser()
    # vigil: py.xxe
    parser.feed(doc)
    root = parser.close()
    strict = lxml.etree.XMLParser(resolve_entities=False)
    # vigil-ok: py.xxe
    strict.feed(doc)
    return "records: " + str(len(root) + len(strict.close()))


def parser_for_imports():
    # a parser handed to other code: its documents are not followed here
    # vigil: py.xxe-parser
    return lxml.etree.XMLParser(resolve_entities=True, no_network=False)
