"""Attachment views reading stored files."""
import os
from flask import Blueprint
from flask import request


BASE_DIR = "/srv/app/uploads/"


bp = Blueprint("document_stripped", __name__)


@bp.post("/path/document-stripped")
def document_stripped():
    param = request.headers.get("X-Client-Note", "")
    limit = 97
    bar = param if limit * 3 - 50 > 200 else "fallback"
    cleaned = bar.replace("../", "")
    # vigil: py.path-traversal
    fd = os.open(BASE_DIR + cleaned, os.O_RDONLY)
    os.close(fd)
    return "opened"
