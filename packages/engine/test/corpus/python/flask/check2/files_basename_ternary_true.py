"""File view: basename after ternary true."""


import os
from flask import Blueprint
from flask import request


UPLOADS = "/srv/uploads"


bp = Blueprint("files_basename_ternary_true", __name__)


@bp.route("/files/basename/ternary-true", methods=["GET", "POST"])
def files_basename_ternary_true():
    param = request.headers.get("X-Trace-Label", "")
    bar = param if (4 * 3) > 10 else "unused"
    target = os.path.join(UPLOADS, os.path.basename(bar))
    # vigil-ok: py.path-traversal
    with open(target, "rb") as fh:
        return {"bytes": len(fh.read())}
