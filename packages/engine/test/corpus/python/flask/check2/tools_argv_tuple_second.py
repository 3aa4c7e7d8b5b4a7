"""Tooling view: argv after tuple second."""


import subprocess
from flask import Blueprint
from flask import request


bp = Blueprint("tools_argv_tuple_second", __name__)


@bp.get("/tools/argv/tuple-second")
def tools_argv_tuple_second():
    param = request.args.get("term", "")
    first, second = "steady", param
    bar = second
    # vigil-ok: py.command-injection
    out = subprocess.run(["grep", "-c", "--", bar, "/var/log/app.log"], capture_output=True)
    return {"code": out.returncode}
