"""Feed views parsing XML sent by the client."""
import lxml.etree
from flask import request


def init(app):
    @app.route("/xxe/feed-inline-parser", methods=["GET"])
    def feed_inline_parser_get():
        return feed_inline_parser_post()

    @app.route("/xxe/feed-inline-parser", methods=["POST"])
    def feed_inline_parser_post():
        param = request.form.get("comment", "")
        bar = param
        # vigil: py.xxe
        root = lxml.etree.XML(bar.encode("utf-8"), parser=lxml.etree.XMLParser(resolve_entities=True))
        return "root " + str(len(root))
