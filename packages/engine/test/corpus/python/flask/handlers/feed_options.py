"""Feed views parsing XML sent by the client."""
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


class FeedOptionsView(MethodView):
    def post(self):
        param = request.values.get("entry")
        if param is None:
            param = ""
        bar = Holder(param).read()
        options = {"resolve_entities": False, "no_network": True}
        parser = lxml.etree.XMLParser(**options)
        # vigil-ok: py.xxe
        root = lxml.etree.fromstring(bar.encode("utf-8"), parser)
        return "root " + str(len(root))


app.add_url_rule("/xxe/feed-options", view_func=FeedOptionsView.as_view("feed_options"))
