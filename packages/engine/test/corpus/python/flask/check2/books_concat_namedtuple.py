"""Book catalog view: concat after namedtuple."""


from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


def books_concat_namedtuple():
    param = request.get_data(as_text=True)
    bar = Pair("steady", param).right
    tree = etree.parse(CATALOG)
    # vigil: py.xpath-injection
    nodes = tree.xpath("//book[@author='" + bar + "']/title/text()")
    return {"titles": [str(n) for n in nodes]}


def register(app):
    app.add_url_rule("/books/concat/namedtuple", view_func=books_concat_namedtuple, methods=["GET", "POST"])
