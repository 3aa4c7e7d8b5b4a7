"""Feed views parsing XML sent by the client."""
import lxml.etree
from flask import Blueprint
from flask import request


bp = Blueprint("feed_inline_safe", __name__)


@bp.post("/xxe/feed-inline-safe")
def feed_inline_safe():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    # vigil-ok: py.xxe
    root = lxml.etree.fromstring(bar.encode("utf-8"), lxml.etree.XMLParser(resolve_entities=False))
    return "root " + str(len(root))
