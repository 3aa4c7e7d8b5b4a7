"""Formula views evaluating expressions."""
from flask import request


def init(app):
    @app.route("/code/formula-sandboxed", methods=["GET"])
    def formula_sandboxed_get():
        return formula_sandboxed_post()

    @app.route("/code/formula-sandboxed", methods=["POST"])
    def formula_sandboxed_post():
        param = request.args.get("value", "")
        bar = param.replace("\t", " ")
        # vigil: py.code-injection
        total = eval(f"{bar} + 1", {"__builtins__": {}})
        return "total " + str(int(total))
