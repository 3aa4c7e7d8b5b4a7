"""Catalog views querying an XML catalog."""
import base64
import elementpath
import xml.etree.ElementTree as ET
from flask import Blueprint
from flask import request


CATALOG = "/srv/data/catalog.xml"


bp = Blueprint("catalog_elementpath", __name__)


@bp.post("/xpath/catalog-elementpath")
def catalog_elementpath():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    root = ET.parse(CATALOG).getroot()
    # vigil: py.xpath-injection
    hits = elementpath.select(root, "//product[@sku='" + bar + "']")
    return "matches " + str(len(hits))
