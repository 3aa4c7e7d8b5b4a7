"""Formula views evaluating expressions."""
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/code/formula-list", methods=["GET", "POST"])
def formula_list():
    param = request.cookies.get("last_choice", "none")
    values = [param, "kept", "other"]
    values.pop(0)
    bar = values[0]
    scope = {}
    # vigil-ok: py.code-injection
    exec("answer = " + bar, scope)
    return "stored " + str(len(scope))
