"""Calculator view: exec after config drop."""


from flask import request
from flask.views import MethodView


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = drop\n")


class CalcExecConfigDropView(MethodView):
    def post(self):
        param = request.values.get("entry") or ""
        if SETTINGS.get("shaping", "mode") == "copy":
            bar = param
        else:
            bar = "unused"
        scope = {}
        # vigil-ok: py.code-injection
        exec("value = " + bar, scope)
        return {"result": str(scope.get("value"))}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/calc/exec/config-drop", view_func=CalcExecConfigDropView.as_view("calc_exec_config_drop"))
