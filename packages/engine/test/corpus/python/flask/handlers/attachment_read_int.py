"""Attachment views reading stored files."""
import os
from flask import abort
from flask import request


BASE_DIR = "/srv/app/uploads"


def register(bp):
    @bp.route("/path/attachment-read-int", methods=["GET", "POST"])
    def attachment_read_int():
        param = request.args.get("value", "")
        try:
            bar = str(int(param))
        except ValueError:
            abort(400)
        full = os.path.join(BASE_DIR, bar)
        # vigil-ok: py.path-traversal
        with open(full, "r", encoding="utf-8") as handle:
            return "size " + str(len(handle.read()))
