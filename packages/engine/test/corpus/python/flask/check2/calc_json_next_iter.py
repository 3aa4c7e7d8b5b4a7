"""Calculator view: json after next iter."""


import json
from flask import Blueprint
from flask import request


bp = Blueprint("calc_json_next_iter", __name__)


@bp.route("/calc/json/next-iter", methods=["GET", "POST"])
def calc_json_next_iter():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = next(iter([param, "later"]))
    # vigil-ok: py.code-injection
    result = json.loads(bar)
    return {"result": str(result)}
