"""Attachment views reading stored files."""
import os
from flask import Flask
from flask import request
from flask import send_file


BASE_DIR = "/srv/app/uploads"


app = Flask(__name__)


@app.route("/path/document-send", methods=["GET", "POST"])
def document_send():
    param = request.form.get("comment", "")
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    target = os.path.normpath(os.path.join(BASE_DIR, bar))
    # vigil: py.path-traversal
    return send_file(target)
