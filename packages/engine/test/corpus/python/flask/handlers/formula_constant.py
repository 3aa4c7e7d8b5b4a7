"""Formula views evaluating expressions."""
from flask import Flask
from flask import request
from flask.views import MethodView


app = Flask(__name__)


class FormulaConstantView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        parts = []
        for piece in param.split(","):
            parts.append(piece)
        bar = ",".join(parts)
        # vigil-ok: py.code-injection
        result = eval("6 * 7")
        return "constant " + str(result) + " for " + str(len(bar))


app.add_url_rule("/code/formula-constant", view_func=FormulaConstantView.as_view("formula_constant"))
