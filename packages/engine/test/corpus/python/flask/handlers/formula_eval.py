"""Formula views evaluating expressions."""
import base64
from flask import request


def init(app):
    @app.route("/code/formula-eval", methods=["GET"])
    def formula_eval_get():
        return formula_eval_post()

    @app.route("/code/formula-eval", methods=["POST"])
    def formula_eval_post():
        param = request.args.get("value", "")
        packed = base64.b64encode(param.encode("utf-8"))
        bar = base64.b64decode(packed).decode("utf-8")
        # vigil: py.code-injection
        result = eval(bar)
        return "evaluated " + str(type(result).__name__)
