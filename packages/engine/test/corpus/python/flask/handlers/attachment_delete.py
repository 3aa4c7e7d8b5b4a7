"""Attachment views reading stored files."""
import os
from flask import Flask
from flask import request


BASE_DIR = "/srv/app/uploads"


app = Flask(__name__)


@app.route("/path/attachment-delete", methods=["GET", "POST"])
def attachment_delete():
    param = request.form.get("comment", "")
    pick = "WXYZ"[2]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    # vigil: py.path-traversal
    os.remove(BASE_DIR + "/" + bar)
    return "removed"
