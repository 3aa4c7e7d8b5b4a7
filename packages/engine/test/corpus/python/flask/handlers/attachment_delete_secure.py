"""Attachment views reading stored files."""
import os
from flask import Flask
from flask import request
from werkzeug.utils import secure_filename


BASE_DIR = "/srv/app/uploads"


app = Flask(__name__)


@app.route("/path/attachment-delete-secure", methods=["GET", "POST"])
def attachment_delete_secure():
    param = request.form.get("comment", "")
    pick = "WXYZ"[2]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    # vigil-ok: py.path-traversal
    os.remove(os.path.join(BASE_DIR, secure_filename(bar)))
    return "removed"
