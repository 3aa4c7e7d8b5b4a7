"""Formula views evaluating expressions."""
import ast
import base64
from flask import request


def init(app):
    @app.route("/code/formula-literal", methods=["GET"])
    def formula_literal_get():
        return formula_literal_post()

    @app.route("/code/formula-literal", methods=["POST"])
    def formula_literal_post():
        param = request.args.get("value", "")
        packed = base64.b64encode(param.encode("utf-8"))
        bar = base64.b64decode(packed).decode("utf-8")
        # vigil-ok: py.code-injection
        result = ast.literal_eval(bar)
        return "parsed " + str(type(result).__name__)
