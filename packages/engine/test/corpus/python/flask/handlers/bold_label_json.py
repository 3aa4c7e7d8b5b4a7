"""Echo views answering HTML built from request values."""
import collections
import json
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/xss/bold-label-json", methods=["GET", "POST"])
def bold_label_json():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    queue = collections.deque()
    queue.append(param)
    bar = queue.popleft()
    # vigil-ok: py.xss
    return json.dumps({"note": bar}), 200, {"Content-Type": "application/json"}
