"""Report views reading stored report files."""
import os

from flask import Blueprint
from flask import request

from shared import values

bp = Blueprint("report_file", __name__)


@bp.get("/path/report-file")
def report_file():
    param = request.args.get("name", "")
    parts = values.wrap_in_list(param)
    bar = parts[1]
    # vigil: py.path-traversal
    with open(os.path.join(values.FILES_DIR, bar), "rb") as handle:
        return "size " + str(len(handle.read()))
