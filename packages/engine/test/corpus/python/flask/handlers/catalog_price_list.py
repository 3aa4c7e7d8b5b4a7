"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import request


CATALOG = "/srv/data/catalog.xml"


def register(bp):
    @bp.route("/xpath/catalog-price-list", methods=["GET", "POST"])
    def catalog_price_list():
        param = request.values.get("entry")
        if param is None:
            param = ""
        values = ["first", param, "last"]
        del values[1]
        bar = values[-1]
        tree = lxml.etree.parse(CATALOG)
        query = "//product[@sku='" + bar + "']/price/text()"
        # vigil-ok: py.xpath-injection
        prices = tree.xpath(query)
        return "matches " + str(len(prices))
