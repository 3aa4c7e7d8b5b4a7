"""Page view: concat after next iter."""


from flask import Blueprint
from flask import request


bp = Blueprint("pages_concat_next_iter", __name__)


@bp.route("/pages/concat/next-iter", methods=["GET", "POST"])
def pages_concat_next_iter():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = next(iter([param, "later"]))
    # vigil: py.xss
    return "<p>Result: " + bar + "</p>"
