"""Feed views parsing XML sent by the client."""
import defusedxml.ElementTree
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/xxe/feed-defused", methods=["GET", "POST"])
def feed_defused():
    fields = request.form.to_dict()
    param = fields.get("label", "")
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    # vigil-ok: py.xxe
    root = defusedxml.ElementTree.fromstring(bar)
    return "root " + str(len(root))
