"""Book catalog view: concat after next iter."""


from flask import Blueprint
from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


bp = Blueprint("books_concat_next_iter", __name__)


@bp.route("/books/concat/next-iter", methods=["GET", "POST"])
def books_concat_next_iter():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = next(iter([param, "later"]))
    tree = etree.parse(CATALOG)
    # vigil: py.xpath-injection
    nodes = tree.xpath("//book[@author='" + bar + "']/title/text()")
    return {"titles": [str(n) for n in nodes]}
