"""Formula views evaluating expressions."""
from flask import request


def register(bp):
    @bp.route("/code/formula-folded", methods=["GET", "POST"])
    def formula_folded():
        param = request.form.get("comment", "")
        bar = "fixed" if 7 * 6 == 42 else param
        # vigil-ok: py.code-injection
        result = eval(bar)
        return "evaluated " + str(type(result).__name__)
