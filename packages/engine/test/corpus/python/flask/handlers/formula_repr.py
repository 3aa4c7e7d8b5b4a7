"""Formula views evaluating expressions."""
from flask import Flask
from flask import request


app = Flask(__name__)


def formula_repr():
    param = request.values.get("entry")
    if param is None:
        param = ""
    bar = param
    # vigil-ok: py.code-injection
    result = eval(repr(bar) + " * 2")
    return "doubled " + str(len(result))


app.add_url_rule("/code/formula-repr", "formula_repr", formula_repr, methods=["GET", "POST"])
