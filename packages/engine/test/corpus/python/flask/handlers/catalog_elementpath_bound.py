"""Catalog views querying an XML catalog."""
import elementpath
import xml.etree.ElementTree as ET
from flask import request


CATALOG = "/srv/data/catalog.xml"


def init(app):
    @app.route("/xpath/catalog-elementpath-bound", methods=["GET"])
    def catalog_elementpath_bound_get():
        return catalog_elementpath_bound_post()

    @app.route("/xpath/catalog-elementpath-bound", methods=["POST"])
    def catalog_elementpath_bound_post():
        param = request.args.get("value", "")
        bar = param
        root = ET.parse(CATALOG).getroot()
        # vigil-ok: py.xpath-injection
        hits = elementpath.select(root, "//product[@sku=$sku]", variables={"sku": bar})
        return "matches " + str(len(hits))
