"""Report views evaluating column formulas."""
from flask import request

from shared.values import Blank, Echo


def register(bp):
    @bp.route("/code/report-formula-blank", methods=["POST"])
    def report_formula_blank():
        param = request.form.get("formula", "")
        steps = {"keep": Echo(), "drop": Blank()}
        bar = steps["drop"].apply(param)
        # vigil-ok: py.code-injection
        value = eval(bar)
        return "value " + str(len(str(value)))
