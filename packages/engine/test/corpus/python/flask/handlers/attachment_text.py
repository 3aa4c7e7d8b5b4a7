"""Attachment views reading stored files."""
import pathlib
from flask import Blueprint
from flask import request


BASE_DIR = pathlib.Path("/srv/app/uploads")


def tidy(value):
    cleaned = value.strip()
    return cleaned


bp = Blueprint("attachment_text", __name__)


@bp.post("/path/attachment-text")
def attachment_text():
    param = request.headers.get("X-Client-Note", "")
    bar = tidy(param)
    # vigil: py.path-traversal
    text = (BASE_DIR / bar).read_text()
    return "size " + str(len(text))
