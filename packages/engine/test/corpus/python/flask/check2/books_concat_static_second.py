"""Book catalog view: concat after static second."""


from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Shaper:
    @staticmethod
    def choose(first, second):
        return second


def init(app):
    @app.route("/books/concat/static-second/<name>", methods=["POST"])
    def books_concat_static_second(name):
        param = name
        bar = Shaper.choose("fallback", param)
        tree = etree.parse(CATALOG)
        # vigil: py.xpath-injection
        nodes = tree.xpath("//book[@author='" + bar + "']/title/text()")
        return {"titles": [str(n) for n in nodes]}
