"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import Response
from flask import request


app = Flask(__name__)


def tag_preview():
    param = request.values.get("entry")
    if param is None:
        param = ""
    pick = "WXYZ"[2]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    # vigil: py.xss
    return Response("<div>" + bar + "</div>", mimetype="text/html")


app.add_url_rule("/xss/tag-preview", "tag_preview", tag_preview, methods=["GET", "POST"])
