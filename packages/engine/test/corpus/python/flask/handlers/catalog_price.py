"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import request


CATALOG = "/srv/data/catalog.xml"


def init(app):
    @app.route("/xpath/catalog-price", methods=["GET"])
    def catalog_price_get():
        return catalog_price_post()

    @app.route("/xpath/catalog-price", methods=["POST"])
    def catalog_price_post():
        param = request.args.get("value", "")
        parts = []
        for piece in param.split(","):
            parts.append(piece)
        bar = ",".join(parts)
        tree = lxml.etree.parse(CATALOG)
        query = "//product[@sku='" + bar + "']/price/text()"
        # vigil: py.xpath-injection
        prices = tree.xpath(query)
        return "matches " + str(len(prices))
