"""Feed views parsing XML sent by the client."""
import lxml.etree
from flask import request


def init(app):
    @app.route("/xxe/feed-lxml", methods=["GET"])
    def feed_lxml_get():
        return feed_lxml_post()

    @app.route("/xxe/feed-lxml", methods=["POST"])
    def feed_lxml_post():
        param = request.form.get("comment", "")
        bar = param
        parser = lxml.etree.XMLParser(resolve_entities=True, no_network=False)
        # vigil: py.xxe
        root = lxml.etree.fromstring(bar.encode("utf-8"), parser)
        return "root " + str(len(root))
