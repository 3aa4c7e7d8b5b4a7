"""Calculator view: exec after setdefault."""


from flask import Blueprint
from flask import request


bp = Blueprint("calc_exec_setdefault", __name__)


@bp.get("/calc/exec/setdefault")
def calc_exec_setdefault():
    param = request.args.get("term", "")
    store = {}
    store.setdefault("slot", param)
    bar = store["slot"]
    scope = {}
    # vigil: py.code-injection
    exec("value = " + bar, scope)
    return {"result": str(scope.get("value"))}
