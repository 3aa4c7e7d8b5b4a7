"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import Flask
from flask import request


CATALOG = "/srv/data/catalog.xml"


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


app = Flask(__name__)


@app.route("/xpath/catalog-evaluator", methods=["GET", "POST"])
def catalog_evaluator():
    param = request.form.get("comment", "")
    bar = Holder(param).read()
    doc = lxml.etree.parse(CATALOG)
    evaluator = lxml.etree.XPathEvaluator(doc)
    query = "//product[@owner='"
    query += bar
    query += "']"
    # vigil: py.xpath-injection
    hits = evaluator(query)
    return "matches " + str(len(hits))
