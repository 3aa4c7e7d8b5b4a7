"""Attachment views reading stored files."""
import pathlib
from flask import Flask
from flask import abort
from flask import request


BASE_DIR = pathlib.Path("/srv/app/uploads")


app = Flask(__name__)


def document_resolved():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    parts = []
    for piece in param.split(","):
        parts.append(piece)
    bar = ",".join(parts)
    target = (BASE_DIR / bar).resolve()
    if not target.is_relative_to(BASE_DIR):
        abort(403)
    # vigil-ok: py.path-traversal
    return "size " + str(len(target.read_bytes()))


app.add_url_rule("/path/document-resolved", "document_resolved", document_resolved, methods=["GET", "POST"])
