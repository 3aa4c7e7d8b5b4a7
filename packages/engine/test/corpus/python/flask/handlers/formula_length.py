"""Formula views evaluating expressions."""
from flask import Flask
from flask import request


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


@app.route("/code/formula-length", methods=["GET", "POST"])
def formula_length():
    param = ""
    for name in request.headers.keys():
        if name.lower() in ("host", "accept", "user-agent", "cookie"):
            continue
        param = name
        break
    bar = tidy(param)
    expr = "len('" + bar + "')"
    # vigil: py.code-injection
    size = eval(expr)
    return "size " + str(int(size))
