"""Feed views parsing XML sent by the client."""
import configparser
import io
import xml.sax
from flask import Blueprint
from flask import request
from xml.sax.handler import feature_external_ges


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


bp = Blueprint("feed_sax_off", __name__)


@bp.post("/xxe/feed-sax-off")
def feed_sax_off():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    conf = configparser.ConfigParser()
    conf.add_section("scratch")
    conf.set("scratch", "entry", param)
    bar = conf.get("scratch", "entry")
    handler = Counter()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    # vigil-ok: py.xxe
    parser.parse(io.StringIO(bar))
    return "elements " + str(handler.count)
