"""Report views answering HTML built from request values."""
from flask import Blueprint
from flask import request

from shared import values

bp = Blueprint("report_label_table", __name__)


@bp.get("/xss/report-label-table")
def report_label_table():
    param = request.args.get("label", "")
    steps = [values.Echo(), values.Blank()]
    bar = steps[1].apply(param)
    # vigil-ok: py.xss
    return "<span>" + bar + "</span>"
