"""Book catalog view: concat after static first."""


from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Shaper:
    @staticmethod
    def choose(first, second):
        return first



def install(app):
    @app.route("/books/concat/static-first", methods=["GET", "POST"])
    def books_concat_static_first():
        param = request.args.get("term", "")
        bar = Shaper.choose("fallback", param)
        tree = etree.parse(CATALOG)
        # vigil-ok: py.xpath-injection
        nodes = tree.xpath("//book[@author='" + bar + "']/title/text()")
        return {"titles": [str(n) for n in nodes]}
