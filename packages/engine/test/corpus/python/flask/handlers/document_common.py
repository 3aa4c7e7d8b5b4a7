"""Attachment views reading stored files."""
import os
from flask import abort
from flask import request


BASE_DIR = "/srv/app/uploads"


def register(bp):
    @bp.route("/path/document-common", methods=["GET", "POST"])
    def document_common():
        param = request.headers.get("X-Client-Note", "")
        limit = 97
        bar = param if limit * 3 - 50 > 200 else "fallback"
        target = os.path.abspath(os.path.join(BASE_DIR, bar))
        if os.path.commonpath([BASE_DIR, target]) != BASE_DIR:
            abort(403)
        # vigil-ok: py.path-traversal
        with open(target, "rb") as handle:
            return "size " + str(len(handle.read()))
