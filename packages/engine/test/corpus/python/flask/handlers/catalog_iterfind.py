"""Catalog views querying an XML catalog."""
import xml.etree.ElementTree as ET
from flask import request


CATALOG = "/srv/data/catalog.xml"


def init(app):
    @app.route("/xpath/catalog-iterfind", methods=["GET"])
    def catalog_iterfind_get():
        return catalog_iterfind_post()

    @app.route("/xpath/catalog-iterfind", methods=["POST"])
    def catalog_iterfind_post():
        param = request.args.get("value", "")
        bar = param
        root = ET.parse(CATALOG).getroot()
        # vigil: py.xpath-injection
        hits = list(root.iterfind(".//product[@sku='%s']" % bar))
        return "matches " + str(len(hits))
