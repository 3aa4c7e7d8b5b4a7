"""Calculator view: exec after tuple second."""


from flask import request


def init(app):
    @app.route("/calc/exec/tuple-second", methods=["POST"])
    def calc_exec_tuple_second():
        param = request.get_data(as_text=True)
        first, second = "steady", param
        bar = second
        scope = {}
        # vigil: py.code-injection
        exec("value = " + bar, scope)
        return {"result": str(scope.get("value"))}
