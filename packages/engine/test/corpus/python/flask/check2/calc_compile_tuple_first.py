"""Calculator view: compile after tuple first."""


from flask import request


def init(app):
    @app.route("/calc/compile/tuple-first", methods=["POST"])
    def calc_compile_tuple_first():
        param = request.headers.get("X-Trace-Label", "")
        first, second = "steady", param
        bar = first
        # vigil-ok: py.code-injection
        code = compile(bar, "<input>", "eval")
        return {"result": str(eval(code))}
