"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import request


CATALOG = "/srv/data/catalog.xml"


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


def register(bp):
    @bp.route("/xpath/catalog-evaluator-bound", methods=["GET", "POST"])
    def catalog_evaluator_bound():
        param = request.form.get("comment", "")
        bar = Holder(param).read()
        doc = lxml.etree.parse(CATALOG)
        evaluator = lxml.etree.XPathEvaluator(doc)
        # vigil-ok: py.xpath-injection
        hits = evaluator("//product[@owner=$who]", who=bar)
        return "matches " + str(len(hits))
