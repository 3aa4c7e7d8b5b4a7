from lxml import etree
import xml.sax
from xml.sax.handler import feature_external_ges
from flask.views import MethodView


def parse_upload(data: bytes):
    # vigil: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    return etree.fromstring(data, parser)


def sax_parse(stream, handler):
    parser = xml.sax.make_parser()
    # vigil: py.xxe-parser
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(stream)


def parse_upload_safe(data: bytes):
    # vigil-ok: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.fromstring(data, parser)


def sax_parse_safe(stream, handler):
    parser = xml.sax.make_parser()
    # vigil-ok: py.xxe-parser
    parser.setFeature(feature_external_ges, False)
    parser.parse(stream)


def parse_qualified(data: bytes):
    import lxml.etree

    # vigil: py.xxe-parser
    loose = lxml.etree.XMLParser(load_dtd=True)
    # vigil-ok: py.xxe-parser
    strict = lxml.etree.XMLParser(resolve_entities=False)
    return lxml.etree.fromstring(data, loose), lxml.etree.fromstring(data, strict)


@app.route("/import", methods=["POST"])
def import_view():
    # a parser built in a request handler: py.xxe reports it where request data reaches it
    # vigil-ok: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=True)
    return etree.fromstring(b"<ok/>", parser).tag


class ImportView(MethodView):
    def post(self):
        # a parser built in a class-based view's method: also left to py.xxe
        # vigil-ok: py.xxe-parser
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
        return etree.fromstring(b"<ok/>", parser).tag

    def sniff(self, data: bytes):
        # vigil: py.xxe-parser
        parser = etree.XMLParser(load_dtd=True)
        return etree.fromstring(data, parser).tag


def upload_view():
    # a view registered by name below: also left to py.xxe
    # vigil-ok: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=True)
    return etree.fromstring(b"<ok/>", parser).tag


def upload_helper(data: bytes):
    # vigil: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=True)
    return etree.fromstring(data, parser).tag


app.add_url_rule("/upload", view_func=upload_view, methods=["POST"])
