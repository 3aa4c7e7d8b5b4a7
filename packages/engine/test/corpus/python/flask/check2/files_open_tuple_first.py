"""File view: open after tuple first."""


import os
from flask import Blueprint
from flask import request


UPLOADS = "/srv/uploads"


bp = Blueprint("files_open_tuple_first", __name__)


@bp.get("/files/open/tuple-first")
def files_open_tuple_first():
    param = request.form["title"]
    first, second = "steady", param
    bar = first
    target = os.path.join(UPLOADS, bar)
    # vigil-ok: py.path-traversal
    with open(target, "rb") as fh:
        return {"bytes": len(fh.read())}
