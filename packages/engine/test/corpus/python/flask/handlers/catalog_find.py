"""Catalog views querying an XML catalog."""
import collections
import xml.etree.ElementTree as ET
from flask import Flask
from flask import request


CATALOG = "/srv/data/catalog.xml"


app = Flask(__name__)


@app.route("/xpath/catalog-find", methods=["GET", "POST"])
def catalog_find():
    param = request.headers.get("X-Client-Note", "")
    queue = collections.deque()
    queue.append(param)
    bar = queue.popleft()
    root = ET.parse(CATALOG).getroot()
    # vigil: py.xpath-injection
    items = root.findall(f"./product[@sku='{bar}']")
    return "matches " + str(len(items))
