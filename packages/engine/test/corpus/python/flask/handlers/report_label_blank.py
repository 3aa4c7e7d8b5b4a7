"""Report views answering HTML built from request values."""
from flask import Blueprint
from flask import request

from shared import values

bp = Blueprint("report_label_blank", __name__)


@bp.get("/xss/report-label-blank")
def report_label_blank():
    param = request.args.get("label", "")
    bar = values.Blank().apply(param)
    # vigil-ok: py.xss
    return "<span>" + bar + "</span>"
