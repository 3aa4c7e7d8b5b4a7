"""Report views answering HTML built from request values."""
from flask import Blueprint
from flask import request

from shared import values

bp = Blueprint("report_label_held", __name__)


@bp.get("/xss/report-label-held")
def report_label_held():
    param = request.args.get("label", "")
    step = values.Blank()
    bar = step.apply(param)
    # vigil-ok: py.xss
    return "<span>" + bar + "</span>"
