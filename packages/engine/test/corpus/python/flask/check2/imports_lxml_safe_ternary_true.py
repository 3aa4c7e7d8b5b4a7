"""XML import view: lxml safe after ternary true."""


from flask import Blueprint
from flask import request
from lxml import etree


bp = Blueprint("imports_lxml_safe_ternary_true", __name__)


@bp.route("/imports/lxml-safe/ternary-true", methods=["GET", "POST"])
def imports_lxml_safe_ternary_true():
    param = request.headers.get("X-Trace-Label", "")
    bar = param if (4 * 3) > 10 else "unused"
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    # vigil-ok: py.xxe
    doc = etree.fromstring(bar.encode("utf-8"), parser)
    return {"tag": doc.tag}
