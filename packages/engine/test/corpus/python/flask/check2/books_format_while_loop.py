"""Book catalog view: format after while loop."""


from flask import Blueprint
from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


bp = Blueprint("books_format_while_loop", __name__)


@bp.get("/books/format/while-loop")
def books_format_while_loop():
    items = request.args.getlist("item")
    param = items[0] if items else ""
    bar = ""
    count = 0
    while count < 1:
        bar = bar + param
        count += 1
    root = etree.parse(CATALOG).getroot()
    expr = "//book[isbn='%s']" % bar
    # vigil: py.xpath-injection
    nodes = root.xpath(expr)
    return {"count": len(nodes)}
