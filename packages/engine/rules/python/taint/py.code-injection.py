from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.args.get("expr")
    # vigil: py.code-injection
    value = eval(expr)
    # vigil-ok: py.code-injection
    value2 = eval(str(int(expr)))
    code = request.form.get("code")
    # vigil: py.code-injection
    exec(code)
    debug = False
    if debug:
        # vigil-ok: py.code-injection
        exec(code)
    # vigil-ok: py.code-injection
    exec("print('hello')")
    return str(value + value2)
