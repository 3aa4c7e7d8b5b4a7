"""Network views running resolver tools."""
import os
from flask import request


def init(app):
    @app.route("/cmdi/ping-host", methods=["GET"])
    def ping_host_get():
        return ping_host_post()

    @app.route("/cmdi/ping-host", methods=["POST"])
    def ping_host_post():
        param = request.args.get("value", "")
        limit = 97
        bar = param if limit * 3 - 50 > 200 else "fallback"
        # vigil: py.command-injection
        status = os.system("ping -c 1 " + bar)
        return "status " + str(status)
