"""Report views evaluating column formulas."""
from flask import request

from shared.values import Blank, Echo


def register(bp):
    @bp.route("/code/report-formula", methods=["POST"])
    def report_formula():
        param = request.form.get("formula", "")
        steps = {"keep": Echo(), "drop": Blank()}
        bar = steps["keep"].apply(param)
        # vigil: py.code-injection
        value = eval(bar)
        return "value " + str(len(str(value)))
