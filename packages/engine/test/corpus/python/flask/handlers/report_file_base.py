"""Report views reading stored report files."""
import os

from flask import Blueprint
from flask import request

from shared.values import FILES_DIR, stored_name

bp = Blueprint("report_file_base", __name__)


@bp.get("/path/report-file-base")
def report_file_base():
    param = request.args.get("name", "")
    bar = stored_name(param)
    # vigil-ok: py.path-traversal
    with open(os.path.join(FILES_DIR, bar), "rb") as handle:
        return "size " + str(len(handle.read()))
