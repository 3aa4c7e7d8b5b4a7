"""Feed views parsing XML sent by the client."""
import xml.dom.minidom
from flask import request


def init(app):
    @app.route("/xxe/feed-minidom", methods=["GET"])
    def feed_minidom_get():
        return feed_minidom_post()

    @app.route("/xxe/feed-minidom", methods=["POST"])
    def feed_minidom_post():
        param = request.form.get("comment", "")
        bar = param
        # vigil-ok: py.xxe
        doc = xml.dom.minidom.parseString(bar)
        return "nodes " + str(len(doc.childNodes))
