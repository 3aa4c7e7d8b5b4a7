"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import request


CATALOG = "/srv/data/catalog.xml"


def init(app):
    @app.route("/xpath/catalog-price-bound", methods=["GET"])
    def catalog_price_bound_get():
        return catalog_price_bound_post()

    @app.route("/xpath/catalog-price-bound", methods=["POST"])
    def catalog_price_bound_post():
        param = request.args.get("value", "")
        parts = []
        for piece in param.split(","):
            parts.append(piece)
        bar = ",".join(parts)
        tree = lxml.etree.parse(CATALOG)
        # vigil-ok: py.xpath-injection
        prices = tree.xpath("//product[@sku=$sku]/price/text()", sku=bar)
        return "matches " + str(len(prices))
