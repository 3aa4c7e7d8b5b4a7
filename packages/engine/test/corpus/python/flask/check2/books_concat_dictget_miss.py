"""Book catalog view: concat after dictget miss."""


from flask import Blueprint
from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


bp = Blueprint("books_concat_dictget_miss", __name__)


@bp.get("/books/concat/dictget-miss")
def books_concat_dictget_miss():
    param = request.values.get("entry") or ""
    options = {"chosen": param}
    bar = options.get("missing", "plain")
    tree = etree.parse(CATALOG)
    # vigil-ok: py.xpath-injection
    nodes = tree.xpath("//book[@author='" + bar + "']/title/text()")
    return {"titles": [str(n) for n in nodes]}
