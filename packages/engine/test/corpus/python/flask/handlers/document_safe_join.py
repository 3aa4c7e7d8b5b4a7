"""Attachment views reading stored files."""
from flask import Flask
from flask import abort
from flask import request
from werkzeug.security import safe_join


BASE_DIR = "/srv/app/uploads"


app = Flask(__name__)


@app.route("/path/document-safe-join", methods=["GET", "POST"])
def document_safe_join():
    param = request.form.get("comment", "")
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    target = safe_join(BASE_DIR, bar)
    if target is None:
        abort(404)
    # vigil-ok: py.path-traversal
    with open(target, "rb") as handle:
        return "size " + str(len(handle.read()))
