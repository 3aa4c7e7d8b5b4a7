"""Network views running resolver tools."""
import os
from flask import Flask
from flask import request


app = Flask(__name__)


def ping_host_folded():
    param = request.values.get("entry")
    if param is None:
        param = ""
    store = {"given": param, "stock": "stock-value"}
    bar = store["stock"]
    # vigil-ok: py.command-injection
    status = os.system("ping -c 1 " + bar)
    return "status " + str(status)


app.add_url_rule("/cmdi/ping-host-folded", "ping_host_folded", ping_host_folded, methods=["GET", "POST"])
