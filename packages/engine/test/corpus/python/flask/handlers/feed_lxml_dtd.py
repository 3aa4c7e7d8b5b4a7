"""Feed views parsing XML sent by the client."""
import io
import lxml.etree
from flask import Flask
from flask import request
from flask.views import MethodView


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


app = Flask(__name__)


class FeedLxmlDtdView(MethodView):
    def post(self):
        param = request.values.get("entry")
        if param is None:
            param = ""
        bar = Holder(param).read()
        parser = lxml.etree.XMLParser(load_dtd=True, resolve_entities=True)
        # vigil: py.xxe
        doc = lxml.etree.parse(io.BytesIO(bar.encode("utf-8")), parser)
        return "root " + str(len(doc.getroot()))


app.add_url_rule("/xxe/feed-lxml-dtd", view_func=FeedLxmlDtdView.as_view("feed_lxml_dtd"))
