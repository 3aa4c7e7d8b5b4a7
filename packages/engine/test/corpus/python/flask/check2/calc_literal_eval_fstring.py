"""Calculator view: literal eval after fstring."""


import ast
from flask import request



def install(app):
    @app.route("/calc/literal-eval/fstring", methods=["GET", "POST"])
    def calc_literal_eval_fstring():
        param = request.cookies.get("pref", "")
        bar = f"{param}"
        # vigil-ok: py.code-injection
        result = ast.literal_eval(bar)
        return {"result": str(result)}
