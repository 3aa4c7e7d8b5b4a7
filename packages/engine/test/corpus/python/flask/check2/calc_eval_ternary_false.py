"""Calculator view: eval after ternary false."""


from flask import request


def calc_eval_ternary_false():
    param = request.form.get("note", "none")
    bar = param if (4 * 3) < 10 else "unused"
    # vigil-ok: py.code-injection
    result = eval(bar)
    return {"result": str(result)}


def register(app):
    app.add_url_rule("/calc/eval/ternary-false", view_func=calc_eval_ternary_false, methods=["GET", "POST"])
