"""Tooling view: shell after join."""


import subprocess
from flask import request


def init(app):
    @app.route("/tools/shell/join", methods=["POST"])
    def tools_shell_join():
        param = request.form.get("note", "none")
        parts = ["", param]
        bar = "".join(parts)
        # vigil: py.command-injection
        out = subprocess.run("grep -c " + bar + " /var/log/app.log", shell=True, capture_output=True)
        return {"code": out.returncode}
