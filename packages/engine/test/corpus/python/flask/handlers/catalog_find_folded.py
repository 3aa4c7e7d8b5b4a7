"""Catalog views querying an XML catalog."""
import xml.etree.ElementTree as ET
from flask import Flask
from flask import request


CATALOG = "/srv/data/catalog.xml"


app = Flask(__name__)


def catalog_find_folded():
    param = request.cookies.get("last_choice", "none")
    pick = "WXYZ"[0]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    root = ET.parse(CATALOG).getroot()
    # vigil-ok: py.xpath-injection
    items = root.findall(f"./product[@sku='{bar}']")
    return "matches " + str(len(items))


app.add_url_rule("/xpath/catalog-find-folded", "catalog_find_folded", catalog_find_folded, methods=["GET", "POST"])
