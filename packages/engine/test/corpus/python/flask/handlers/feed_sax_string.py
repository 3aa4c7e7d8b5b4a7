"""Feed views parsing XML sent by the client."""
import xml.sax
from flask import Flask
from flask import request


app = Flask(__name__)


def feed_sax_string():
    param = request.form.get("comment", "")
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    handler = xml.sax.ContentHandler()
    # vigil-ok: py.xxe
    xml.sax.parseString(bar.encode("utf-8"), handler)
    return "parsed"


app.add_url_rule("/xxe/feed-sax-string", "feed_sax_string", feed_sax_string, methods=["GET", "POST"])
