"""Formula views evaluating expressions."""
from flask import request


def init(app):
    @app.route("/code/formula-locals", methods=["GET"])
    def formula_locals_get():
        return formula_locals_post()

    @app.route("/code/formula-locals", methods=["POST"])
    def formula_locals_post():
        param = request.args.get("value", "")
        bar = param.replace("\t", " ")
        # vigil-ok: py.code-injection
        shout = eval("value.upper()", {"__builtins__": {}}, {"value": bar})
        return "length " + str(len(shout))
