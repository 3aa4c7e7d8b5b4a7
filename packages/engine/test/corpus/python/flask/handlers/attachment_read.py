"""Attachment views reading stored files."""
import os
from flask import request


BASE_DIR = "/srv/app/uploads"


def init(app):
    @app.route("/path/attachment-read", methods=["GET"])
    def attachment_read_get():
        return attachment_read_post()

    @app.route("/path/attachment-read", methods=["POST"])
    def attachment_read_post():
        param = request.args.get("value", "")
        store = {"first": "fixed", "second": param}
        bar = store["second"]
        full = os.path.join(BASE_DIR, bar)
        # vigil: py.path-traversal
        with open(full, "r", encoding="utf-8") as handle:
            return "size " + str(len(handle.read()))
