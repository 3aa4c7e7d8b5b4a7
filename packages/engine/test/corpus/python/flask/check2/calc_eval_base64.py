"""Calculator view: eval after base64."""


import base64
from flask import request
from flask.views import MethodView


class CalcEvalBase64View(MethodView):
    def post(self):
        items = request.args.getlist("item")
        param = items[0] if items else ""
        encoded = base64.urlsafe_b64encode(param.encode("utf-8"))
        bar = base64.urlsafe_b64decode(encoded).decode("utf-8")
        # vigil: py.code-injection
        result = eval(bar)
        return {"result": str(result)}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/calc/eval/base64", view_func=CalcEvalBase64View.as_view("calc_eval_base64"))
