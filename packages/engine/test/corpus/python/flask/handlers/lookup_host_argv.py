"""Network views running resolver tools."""
import base64
import subprocess
from flask import request


def init(app):
    @app.route("/cmdi/lookup-host-argv", methods=["GET"])
    def lookup_host_argv_get():
        return lookup_host_argv_post()

    @app.route("/cmdi/lookup-host-argv", methods=["POST"])
    def lookup_host_argv_post():
        param = request.form.get("comment", "")
        packed = base64.b64encode(param.encode("utf-8"))
        bar = base64.b64decode(packed).decode("utf-8")
        # vigil-ok: py.command-injection
        done = subprocess.run(["nslookup", bar], capture_output=True)
        return "exit " + str(done.returncode)
