"""Formula endpoints whose input goes through more helper steps before eval."""
import codecs
import collections
import html
import string

import flask

app = flask.Flask(__name__)


def passthrough(value):
    return value


def pick_constant(value):
    chosen = "2 + 3"
    if len(value) > 1000000:
        chosen = "3 + 4"
    return chosen


class Formula:
    def __init__(self, text):
        self.text = text

    def expression(self):
        return self.text

    def default(self):
        return "8 - 1"


@app.route("/shapes/guarded-list", methods=["POST"])
def shapes_guarded_list():
    expr = flask.request.form.get("expr")
    chosen = ""
    if expr:
        items = []
        items.append("5 * 5")
        items.append(expr)
        items.append("6 * 6")
        items.pop(0)
        chosen = items[1]
    # vigil-ok: py.code-injection
    value = eval(chosen)
    chosen = ""
    if expr:
        items = ["5 * 5", expr, "6 * 6"]
        items.pop(0)
        chosen = items[0]
    # vigil: py.code-injection
    again = eval(chosen)
    return "computed" if value and again else "empty"


@app.route("/shapes/insert-remove", methods=["POST"])
def shapes_insert_remove():
    expr = flask.request.form.get("expr", "")
    items = ["1 + 1", "2 + 2"]
    items.insert(0, expr)
    items.remove("1 + 1")
    # [expr, "2 + 2"]
    # vigil-ok: py.code-injection
    value = eval(items[-1])
    # vigil: py.code-injection
    again = eval(items[0])
    return "computed" if value and again else "empty"


@app.route("/shapes/deque", methods=["POST"])
def shapes_deque():
    expr = flask.request.form.get("expr", "")
    items = collections.deque()
    items.append("safe")
    items.append(expr)
    items.popleft()
    # vigil: py.code-injection
    value = eval(items[0])
    return "computed" if value else "empty"


@app.route("/shapes/dict-get", methods=["POST"])
def shapes_dict_get():
    expr = flask.request.form.get("expr", "")
    table = {"a": "11 * 2", "b": expr}
    table.update({"c": "4 - 1"})
    # vigil-ok: py.code-injection
    value = eval(table.get("a"))
    # vigil-ok: py.code-injection
    other = eval(table.get("c", "0"))
    # vigil: py.code-injection
    again = eval(table.get("b"))
    return "computed" if value and again and other else "empty"


@app.route("/shapes/dict-overwrite", methods=["POST"])
def shapes_dict_overwrite():
    expr = flask.request.form.get("expr", "")
    table = {}
    table["k"] = expr
    table["k"] = "9 * 9"
    # vigil-ok: py.code-injection
    value = eval(table["k"])
    return "computed" if value else "empty"


@app.route("/shapes/helpers", methods=["POST"])
def shapes_helpers():
    expr = flask.request.form.get("expr", "")
    # vigil: py.code-injection
    value = eval(passthrough(expr))
    # vigil-ok: py.code-injection
    other = eval(pick_constant(expr))
    return "computed" if value and other else "empty"


@app.route("/shapes/object", methods=["POST"])
def shapes_object():
    expr = flask.request.form.get("expr", "")
    formula = Formula(expr)
    # vigil: py.code-injection
    value = eval(formula.expression())
    # vigil-ok: py.code-injection
    other = eval(formula.default())
    return "computed" if value and other else "empty"


@app.route("/shapes/strings", methods=["POST"])
def shapes_strings():
    expr = flask.request.form.get("expr", "")
    joined = " ".join([expr, "+ 1"])
    # vigil: py.code-injection
    value = eval(joined)
    pieces = expr.split(" ")
    # vigil: py.code-injection
    other = eval(pieces[0])
    replaced = "{}".format(expr).replace("^", "**")
    # vigil: py.code-injection
    third = eval(replaced)
    # vigil: py.code-injection
    fourth = eval(string.Template("$x + 1").substitute(x=expr))
    # vigil: py.code-injection
    fifth = eval(codecs.decode(codecs.encode(expr, "rot13"), "rot13"))
    return "computed" if value and other and third and fourth and fifth else "empty"


@app.route("/shapes/escaped", methods=["POST"])
def shapes_escaped():
    expr = flask.request.form.get("expr", "")
    # html escaping does not make code safe to run
    # vigil: py.code-injection
    value = eval(html.escape(expr))
    return "computed" if value else "empty"


@app.route("/shapes/getlist", methods=["POST"])
def shapes_getlist():
    values = flask.request.args.getlist("expr")
    expr = values[0] if values else ""
    # vigil: py.code-injection
    value = eval(expr)
    return "computed" if value else "empty"


@app.route("/shapes/query-string", methods=["GET"])
def shapes_query_string():
    raw = flask.request.query_string.decode("utf-8")
    start = raw.find("expr=")
    expr = raw[start + 5 :] if start >= 0 else ""
    # vigil: py.code-injection
    value = eval(expr)
    return "computed" if value else "empty"


@app.route("/shapes/or-pattern", methods=["POST"])
def shapes_or_pattern():
    expr = flask.request.form.get("expr", "")
    mode = "QRS"[2]
    match mode:
        case "Q":
            chosen = "1"
        case "R" | "S":
            chosen = expr
        case _:
            chosen = "2"
    # vigil: py.code-injection
    value = eval(chosen)
    mode = "QRS"[0]
    match mode:
        case "Q":
            chosen = "1"
        case "R" | "S":
            chosen = expr
        case _:
            chosen = expr
    # vigil-ok: py.code-injection
    other = eval(chosen)
    return "computed" if value and other else "empty"


@app.route("/shapes/names", methods=["POST"])
def shapes_names():
    expr = flask.request.form.get("expr", "")
    # the code is a constant: it reads the variable, it does not run its text
    # vigil-ok: py.code-injection
    value = eval("len(expr) > 3")
    return "computed" if value else "empty"


@app.route("/shapes/json", methods=["POST"])
def shapes_json():
    body = flask.request.get_json(silent=True) or {}
    expr = body.get("expr", "")
    # vigil: py.code-injection
    value = eval(expr)
    return "computed" if value else "empty"


@app.route("/shapes/tuple", methods=["POST"])
def shapes_tuple():
    expr = flask.request.form.get("expr", "")
    first, second = "3 * 3", expr
    # vigil-ok: py.code-injection
    value = eval(first)
    # vigil: py.code-injection
    other = eval(second)
    return "computed" if value and other else "empty"


@app.route("/shapes/builders", methods=["POST"])
def shapes_builders():
    expr = flask.request.form.get("expr", "")
    table = dict(preset="12 / 4", custom=expr)
    # vigil-ok: py.code-injection
    value = eval(table["preset"])
    # vigil: py.code-injection
    again = eval(table["custom"])
    items = list()
    items.extend(["1 << 4", expr, "8 >> 1"])
    del items[0]
    # [expr, "8 >> 1"]
    # vigil-ok: py.code-injection
    third = eval(items[1])
    # vigil: py.code-injection
    fourth = eval(items[0])
    return "computed" if value and again and third and fourth else "empty"


@app.route("/shapes/folded-tests", methods=["POST"])
def shapes_folded_tests():
    expr = flask.request.form.get("expr", "")
    size = 45
    # 10 < 90 < 200 holds: the constant is chosen
    chosen = "1 + 2" if 10 < size * 2 < 200 else expr
    # vigil-ok: py.code-injection
    value = eval(chosen)
    chosen = expr if "Q" in "PQR" else "3 + 4"
    # vigil: py.code-injection
    again = eval(chosen)
    chosen = "5 + 6" if size // 4 == 11 and size**2 > 2000 else expr
    # vigil-ok: py.code-injection
    third = eval(chosen)
    chosen = "7 + 8" if len("four") == 4 and "k" in ["j", "k"] else expr
    # vigil-ok: py.code-injection
    fourth = eval(chosen)
    code = "MNO"[1:2]
    if code.lower() == "n":
        chosen = "9 + 10"
    else:
        chosen = expr
    # vigil-ok: py.code-injection
    fifth = eval(chosen)
    if int("210") > max(size, 200):
        chosen = expr
    else:
        chosen = "11 + 12"
    # vigil: py.code-injection
    sixth = eval(chosen)
    return "computed" if value and again and third and fourth and fifth and sixth else "empty"
