"""XML import view: lxml default after join."""


from flask import Blueprint
from flask import request
from lxml import etree


bp = Blueprint("imports_lxml_default_join", __name__)


@bp.get("/imports/lxml-default/join")
def imports_lxml_default_join():
    param = request.form["title"]
    parts = ["", param]
    bar = "".join(parts)
    parser = etree.XMLParser()
    # vigil: py.xxe
    doc = etree.fromstring(bar.encode("utf-8"), parser)
    return {"tag": doc.tag}
