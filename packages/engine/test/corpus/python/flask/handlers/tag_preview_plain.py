"""Echo views answering HTML built from request values."""
import base64
from flask import Flask
from flask import Response
from flask import request


app = Flask(__name__)


def tag_preview_plain():
    param = request.values.get("entry")
    if param is None:
        param = ""
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    # vigil-ok: py.xss
    return Response(bar, mimetype="text/plain")


app.add_url_rule("/xss/tag-preview-plain", "tag_preview_plain", tag_preview_plain, methods=["GET", "POST"])
