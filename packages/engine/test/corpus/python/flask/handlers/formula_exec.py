"""Formula views evaluating expressions."""
from flask import Blueprint
from flask import request


bp = Blueprint("formula_exec", __name__)


@bp.post("/code/formula-exec")
def formula_exec():
    param = request.form.get("comment", "")
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    scope = {}
    # vigil: py.code-injection
    exec("answer = " + bar, scope)
    return "stored " + str(len(scope))
