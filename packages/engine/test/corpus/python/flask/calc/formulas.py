"""Spreadsheet-style formula endpoints: each reads one request value and passes it on to eval."""
import base64
import configparser

import flask

app = flask.Flask(__name__)


@app.route("/calc/direct", methods=["POST"])
def calc_direct():
    expr = flask.request.form.get("expr")
    if not expr:
        expr = ""
    # vigil: py.code-injection
    value = eval(expr)
    return "computed" if value else "empty"


@app.route("/calc/fixed-branch", methods=["POST"])
def calc_fixed_branch():
    expr = flask.request.form.get("expr", "")
    limit = 131
    # 3 * 40 + 131 = 251: the first choice is always taken
    chosen = "6 * 7" if (3 * 40) + limit > 200 else expr
    # vigil-ok: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/taken-branch", methods=["POST"])
def calc_taken_branch():
    expr = flask.request.form.get("expr", "")
    limit = 131
    chosen = expr if (3 * 40) + limit > 200 else "6 * 7"
    # vigil: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/if-branch", methods=["GET"])
def calc_if_branch():
    expr = flask.request.args.get("expr", "")
    base = 88
    if (600 / 30) + base > 200:
        chosen = expr
    else:
        chosen = "1 + 1"
    # vigil-ok: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/if-branch-taken", methods=["GET"])
def calc_if_branch_taken():
    expr = flask.request.args.get("expr", "")
    base = 188
    if (600 / 30) + base > 200:
        chosen = expr
    else:
        chosen = "1 + 1"
    # vigil: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/table", methods=["POST"])
def calc_table():
    expr = flask.request.form.get("expr", "")
    table = {}
    table["first"] = "2 ** 8"
    table["second"] = expr
    table["third"] = "len('abc')"
    picked = table["first"]
    # vigil-ok: py.code-injection
    value = eval(picked)
    picked = table["second"]
    # vigil: py.code-injection
    again = eval(picked)
    return "computed" if value and again else "empty"


@app.route("/calc/queue", methods=["POST"])
def calc_queue():
    expr = flask.request.form.get("expr", "")
    queue = []
    queue.append("10 - 3")
    queue.append(expr)
    queue.append("4 * 4")
    queue.pop(0)
    # after the pop: [expr, "4 * 4"]
    # vigil-ok: py.code-injection
    value = eval(queue[1])
    # vigil: py.code-injection
    again = eval(queue[0])
    return "computed" if value and again else "empty"


@app.route("/calc/literal-list", methods=["POST"])
def calc_literal_list():
    expr = flask.request.form.get("expr", "")
    parts = ["7 % 3", expr, "9 // 2"]
    # vigil-ok: py.code-injection
    value = eval(parts[2])
    # vigil: py.code-injection
    again = eval(parts[1])
    return "computed" if value and again else "empty"


@app.route("/calc/encoded", methods=["POST"])
def calc_encoded():
    expr = flask.request.form.get("expr", "")
    packed = base64.b64encode(expr.encode("utf-8"))
    unpacked = base64.b64decode(packed).decode("utf-8")
    # vigil: py.code-injection
    value = eval(unpacked)
    return "computed" if value else "empty"


@app.route("/calc/settings", methods=["POST"])
def calc_settings():
    expr = flask.request.form.get("expr", "")
    conf = configparser.ConfigParser()
    conf.add_section("calc")
    conf.set("calc", "preset", "3 + 4")
    conf.set("calc", "custom", expr)
    # vigil-ok: py.code-injection
    value = eval(conf.get("calc", "preset"))
    # vigil: py.code-injection
    again = eval(conf.get("calc", "custom"))
    return "computed" if value and again else "empty"


@app.route("/calc/constant", methods=["GET"])
def calc_constant():
    flask.request.args.get("expr", "")
    # vigil-ok: py.code-injection
    value = eval("sum([1, 2, 3])")
    return "computed" if value else "empty"


@app.route("/calc/trimmed", methods=["POST"])
def calc_trimmed():
    expr = flask.request.headers.get("X-Formula", "")
    buf = expr + " "
    buf = buf[:-1].strip()
    # vigil: py.code-injection
    exec(buf)
    return "done"


@app.route("/calc/letter", methods=["POST"])
def calc_letter():
    expr = flask.request.form.get("expr", "")
    letters = "XYZ"
    pick = letters[1]
    if pick == "X":
        chosen = expr
    elif pick == "Y":
        chosen = "max(3, 9)"
    else:
        chosen = expr
    # vigil-ok: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/letter-taken", methods=["POST"])
def calc_letter_taken():
    expr = flask.request.form.get("expr", "")
    letters = "XYZ"
    pick = letters[2]
    if pick == "X":
        chosen = "min(3, 9)"
    elif pick == "Y":
        chosen = "max(3, 9)"
    else:
        chosen = expr
    # vigil: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/match", methods=["POST"])
def calc_match():
    expr = flask.request.form.get("expr", "")
    mode = "BC"[0]
    match mode:
        case "A":
            chosen = expr
        case "B":
            chosen = "abs(-4)"
        case _:
            chosen = expr
    # vigil-ok: py.code-injection
    value = eval(chosen)
    return "computed" if value else "empty"


@app.route("/calc/header-names", methods=["POST"])
def calc_header_names():
    expr = ""
    for name in flask.request.headers.keys():
        if flask.request.headers.get(name) == "formula":
            expr = name
    # the name of the header is the client's choice
    # vigil: py.code-injection
    value = eval(expr)
    return "computed" if value else "empty"


@app.route("/calc/cookie", methods=["POST"])
def calc_cookie():
    expr = flask.request.cookies.get("formula", "")
    saved = ""
    saved += expr
    # vigil: py.code-injection
    value = eval(f"({saved}) * 2")
    return "computed" if value else "empty"


@app.route("/calc/cookie-overwritten", methods=["POST"])
def calc_cookie_overwritten():
    expr = flask.request.cookies.get("formula", "")
    expr = "2 + 2"
    # vigil-ok: py.code-injection
    value = eval(f"({expr}) * 2")
    return "computed" if value else "empty"
