"""File view: open after percent."""


import os
from flask import Blueprint
from flask import request


UPLOADS = "/srv/uploads"


bp = Blueprint("files_open_percent", __name__)


@bp.route("/files/open/percent", methods=["GET", "POST"])
def files_open_percent():
    param = request.get_data(as_text=True)
    bar = "%s" % (param,)
    target = os.path.join(UPLOADS, bar)
    # vigil: py.path-traversal
    with open(target, "rb") as fh:
        return {"bytes": len(fh.read())}
