"""Tooling view: shell after config copy."""


import subprocess
from flask import Blueprint
from flask import request


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = copy\n")


bp = Blueprint("tools_shell_config_copy", __name__)


@bp.get("/tools/shell/config-copy")
def tools_shell_config_copy():
    param = request.cookies.get("pref", "")
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    # vigil: py.command-injection
    out = subprocess.run("grep -c " + bar + " /var/log/app.log", shell=True, capture_output=True)
    return {"code": out.returncode}
