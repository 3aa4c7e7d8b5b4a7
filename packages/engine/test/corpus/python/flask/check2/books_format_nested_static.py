"""Book catalog view: format after nested static."""


from flask import request
from flask.views import MethodView
from lxml import etree


CATALOG = "/srv/data/books.xml"


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return value.strip()


class BooksFormatNestedStaticView(MethodView):
    def post(self):
        param = request.form["title"]
        bar = Outer.Inner.pick(param)
        root = etree.parse(CATALOG).getroot()
        expr = "//book[isbn='%s']" % bar
        # vigil: py.xpath-injection
        nodes = root.xpath(expr)
        return {"count": len(nodes)}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/books/format/nested-static", view_func=BooksFormatNestedStaticView.as_view("books_format_nested_static"))
