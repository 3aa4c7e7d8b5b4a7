"""Book catalog view: variable after classmethod."""


from flask import request
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Cleaner:
    prefix = ""

    @classmethod
    def apply(cls, value):
        return cls.prefix + value


def books_variable_classmethod():
    param = request.headers.get("X-Trace-Label", "")
    bar = Cleaner.apply(param)
    tree = etree.parse(CATALOG)
    # vigil-ok: py.xpath-injection
    nodes = tree.xpath("//book[@author=$who]/title/text()", who=bar)
    return {"titles": [str(n) for n in nodes]}


def register(app):
    app.add_url_rule("/books/variable/classmethod", view_func=books_variable_classmethod, methods=["GET", "POST"])
