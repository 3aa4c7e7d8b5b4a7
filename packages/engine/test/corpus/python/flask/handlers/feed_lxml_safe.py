"""Feed views parsing XML sent by the client."""
import lxml.etree
from flask import request


def init(app):
    @app.route("/xxe/feed-lxml-safe", methods=["GET"])
    def feed_lxml_safe_get():
        return feed_lxml_safe_post()

    @app.route("/xxe/feed-lxml-safe", methods=["POST"])
    def feed_lxml_safe_post():
        param = request.form.get("comment", "")
        bar = param
        parser = lxml.etree.XMLParser(resolve_entities=False, no_network=True)
        # vigil-ok: py.xxe
        root = lxml.etree.fromstring(bar.encode("utf-8"), parser)
        return "root " + str(len(root))
