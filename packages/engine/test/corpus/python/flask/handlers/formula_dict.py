"""Formula views evaluating expressions."""
from flask import request


def register(bp):
    @bp.route("/code/formula-dict", methods=["GET", "POST"])
    def formula_dict():
        param = request.values.get("entry")
        if param is None:
            param = ""
        store = {"entry": param}
        store["entry"] = "replaced"
        bar = store["entry"]
        # vigil-ok: py.code-injection
        result = eval(bar)
        return "evaluated " + str(type(result).__name__)
