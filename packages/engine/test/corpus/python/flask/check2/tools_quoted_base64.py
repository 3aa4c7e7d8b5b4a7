"""Tooling view: quoted after base64."""


import base64
import shlex
import subprocess
from flask import Blueprint
from flask import request


bp = Blueprint("tools_quoted_base64", __name__)


@bp.route("/tools/quoted/base64/<name>", methods=["GET", "POST"])
def tools_quoted_base64(name):
    param = name
    encoded = base64.urlsafe_b64encode(param.encode("utf-8"))
    bar = base64.urlsafe_b64decode(encoded).decode("utf-8")
    # vigil-ok: py.command-injection
    out = subprocess.run("grep -c " + shlex.quote(bar) + " /var/log/app.log", shell=True, capture_output=True)
    return {"code": out.returncode}
