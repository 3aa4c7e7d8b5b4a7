"""Feed views parsing XML sent by the client."""
import lxml.etree
from flask import request


def register(bp):
    @bp.route("/xxe/feed-lxml-folded", methods=["GET", "POST"])
    def feed_lxml_folded():
        param = request.headers.get("X-Client-Note", "")
        level = 12
        if level * 4 < 100:
            bar = "static-value"
        else:
            bar = param
        parser = lxml.etree.XMLParser(resolve_entities=True, no_network=False)
        # vigil-ok: py.xxe
        root = lxml.etree.fromstring(bar.encode("utf-8"), parser)
        return "root " + str(len(root))
