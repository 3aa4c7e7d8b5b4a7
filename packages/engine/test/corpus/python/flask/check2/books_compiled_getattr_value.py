"""Book catalog view: compiled after getattr value."""


from flask import request
from flask.views import MethodView
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


class BooksCompiledGetattrValueView(MethodView):
    def post(self):
        param = request.cookies.get("pref", "")
        bar = getattr(Box(param), "value")
        finder = etree.XPath("//book[isbn=$code]")
        # vigil-ok: py.xpath-injection
        nodes = finder(etree.parse(CATALOG), code=bar)
        return {"count": len(nodes)}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/books/compiled/getattr-value", view_func=BooksCompiledGetattrValueView.as_view("books_compiled_getattr_value"))
