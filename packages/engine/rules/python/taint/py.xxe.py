from flask import Flask, request
from lxml import etree
from defusedxml import ElementTree as SafeET

app = Flask(__name__)


@app.post("/import")
def import_xml():
    xml = request.get_data()
    # vigil: py.xxe
    doc = etree.fromstring(xml)
    safe_parser = etree.XMLParser(resolve_entities=False, no_network=True)
    # vigil-ok: py.xxe
    doc2 = etree.fromstring(xml, parser=safe_parser)
    # vigil-ok: py.xxe
    doc3 = SafeET.fromstring(xml)
    # vigil-ok: py.xxe
    doc4 = etree.fromstring(b"<a/>")
    return str(len(doc) + len(doc2) + len(doc3) + len(doc4))
