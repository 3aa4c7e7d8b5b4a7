"""Catalog views querying an XML catalog."""
import xml.etree.ElementTree as ET
from flask import Flask
from flask import abort
from flask import request


CATALOG = "/srv/data/catalog.xml"


app = Flask(__name__)


def catalog_iterfind_int():
    param = request.args.get("value", "")
    try:
        bar = str(int(param))
    except ValueError:
        abort(400)
    root = ET.parse(CATALOG).getroot()
    # vigil-ok: py.xpath-injection
    hits = list(root.iterfind(".//product[@sku='%s']" % bar))
    return "matches " + str(len(hits))


app.add_url_rule("/xpath/catalog-iterfind-int", "catalog_iterfind_int", catalog_iterfind_int, methods=["GET", "POST"])
