"""Feed views parsing XML sent by the client."""
import io
import xml.sax
from flask import Flask
from flask import request
from xml.sax.handler import feature_external_ges


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


@app.route("/xxe/feed-sax-flag", methods=["GET", "POST"])
def feed_sax_flag():
    param = request.args.get("value", "")
    bar = tidy(param)
    handler = xml.sax.ContentHandler()
    allow = 7 > 3
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, allow)
    parser.setContentHandler(handler)
    # vigil: py.xxe
    parser.parse(io.StringIO(bar))
    return "parsed"
