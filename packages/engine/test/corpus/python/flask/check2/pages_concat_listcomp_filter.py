"""Page view: concat after listcomp filter."""


from flask import Blueprint
from flask import request


bp = Blueprint("pages_concat_listcomp_filter", __name__)


@bp.get("/pages/concat/listcomp-filter")
def pages_concat_listcomp_filter():
    items = request.args.getlist("item")
    param = items[0] if items else ""
    values = [v for v in ["spare", param] if v == "spare"]
    bar = values[0]
    # vigil-ok: py.xss
    return "<p>Result: " + bar + "</p>"
