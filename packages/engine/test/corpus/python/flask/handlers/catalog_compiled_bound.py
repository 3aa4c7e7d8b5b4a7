"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import Flask
from flask import request
from flask.views import MethodView


CATALOG = "/srv/data/catalog.xml"


app = Flask(__name__)


class CatalogCompiledBoundView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        values = ["alpha", param, "omega"]
        values.pop(0)
        bar = values[0]
        doc = lxml.etree.parse(CATALOG)
        finder = lxml.etree.XPath("//product[name=$n]")
        # vigil-ok: py.xpath-injection
        found = finder(doc, n=bar)
        return "matches " + str(len(found))


app.add_url_rule("/xpath/catalog-compiled-bound", view_func=CatalogCompiledBoundView.as_view("catalog_compiled_bound"))
