"""Report views answering HTML built from request values."""
from flask import Blueprint
from flask import request

from shared import values

bp = Blueprint("report_label_module", __name__)


@bp.get("/xss/report-label-module")
def report_label_module():
    param = request.args.get("label", "")
    step = values.Echo()
    bar = step.apply(param)
    # vigil: py.xss
    return "<span>" + bar + "</span>"
