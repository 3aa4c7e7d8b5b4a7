"""Tooling view: shell after dictget miss."""


import subprocess
from flask import request
from flask.views import MethodView


class ToolsShellDictgetMissView(MethodView):
    def post(self):
        items = request.args.getlist("item")
        param = items[0] if items else ""
        options = {"chosen": param}
        bar = options.get("missing", "plain")
        # vigil-ok: py.command-injection
        out = subprocess.run("grep -c " + bar + " /var/log/app.log", shell=True, capture_output=True)
        return {"code": out.returncode}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/tools/shell/dictget-miss", view_func=ToolsShellDictgetMissView.as_view("tools_shell_dictget_miss"))
