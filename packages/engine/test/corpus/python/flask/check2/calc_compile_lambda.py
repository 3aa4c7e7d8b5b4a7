"""Calculator view: compile after lambda."""


from flask import request



def install(app):
    @app.route("/calc/compile/lambda", methods=["GET", "POST"])
    def calc_compile_lambda():
        param = request.form["title"]
        tidy = lambda v: v.replace("\t", " ")
        bar = tidy(param)
        # vigil: py.code-injection
        code = compile(bar, "<input>", "eval")
        return {"result": str(eval(code))}
