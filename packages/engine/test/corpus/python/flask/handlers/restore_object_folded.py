"""Views restoring client state."""
import base64
import pickle
from flask import Flask
from flask import request


app = Flask(__name__)


def restore_object_folded():
    param = request.args.get("value", "")
    bar = param
    count = 0
    while count < 3:
        count += 1
    bar = "reset"
    # vigil-ok: py.insecure-deserialization
    obj = pickle.loads(base64.b64decode(bar))
    return "type " + type(obj).__name__


app.add_url_rule("/deser/restore-object-folded", "restore_object_folded", restore_object_folded, methods=["GET", "POST"])
