"""Network views running resolver tools."""
import subprocess
from flask import Blueprint
from flask import request


bp = Blueprint("resolve_host", __name__)


@bp.post("/cmdi/resolve-host")
def resolve_host():
    param = request.headers.get("X-Client-Note", "")
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    # vigil: py.command-injection
    proc = subprocess.Popen(["/bin/sh", "-c", "host " + bar], stdout=subprocess.PIPE)
    proc.wait()
    return "exit " + str(proc.returncode)
