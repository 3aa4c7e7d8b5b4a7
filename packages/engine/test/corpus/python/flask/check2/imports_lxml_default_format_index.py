"""XML import view: lxml default after format index."""


from flask import request
from flask.views import MethodView
from lxml import etree


class ImportsLxmlDefaultFormatIndexView(MethodView):
    def post(self):
        param = request.args.get("term", "")
        bar = "{0}".format("constant", param)
        parser = etree.XMLParser()
        # vigil-ok: py.xxe
        doc = etree.fromstring(bar.encode("utf-8"), parser)
        return {"tag": doc.tag}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/imports/lxml-default/format-index", view_func=ImportsLxmlDefaultFormatIndexView.as_view("imports_lxml_default_format_index"))
