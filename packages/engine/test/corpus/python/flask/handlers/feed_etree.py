"""Feed views parsing XML sent by the client."""
import base64
import xml.etree.ElementTree as ET
from flask import Flask
from flask import request


app = Flask(__name__)


def feed_etree():
    param = request.args.get("value", "")
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    # vigil-ok: py.xxe
    root = ET.fromstring(bar)
    return "root " + str(len(root))


app.add_url_rule("/xxe/feed-etree", "feed_etree", feed_etree, methods=["GET", "POST"])
