"""Catalog views querying an XML catalog."""
import lxml.etree
from flask import Blueprint
from flask import request


CATALOG = "/srv/data/catalog.xml"


bp = Blueprint("catalog_compiled", __name__)


@bp.post("/xpath/catalog-compiled")
def catalog_compiled():
    param = request.form.get("comment", "")
    pick = "WXYZ"[2]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    doc = lxml.etree.parse(CATALOG)
    # vigil: py.xpath-injection
    finder = lxml.etree.XPath("//product[name='%s']" % bar)
    return "matches " + str(len(finder(doc)))
