"""Book catalog view: format after getattr label."""


from flask import Blueprint
from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


bp = Blueprint("books_format_getattr_label", __name__)


@bp.route("/books/format/getattr-label", methods=["GET", "POST"])
def books_format_getattr_label():
    param = request.form.get("note", "none")
    bar = getattr(Box(param), "label")
    root = etree.parse(CATALOG).getroot()
    expr = "//book[isbn='%s']" % bar
    # vigil-ok: py.xpath-injection
    nodes = root.xpath(expr)
    return {"count": len(nodes)}
