"""Tooling view: popen after ternary true."""


import os
from flask import Blueprint
from flask import request


bp = Blueprint("tools_popen_ternary_true", __name__)


@bp.route("/tools/popen/ternary-true", methods=["GET", "POST"])
def tools_popen_ternary_true():
    param = request.headers.get("X-Trace-Label", "")
    bar = param if (4 * 3) > 10 else "unused"
    # vigil: py.command-injection
    listing = os.popen(f"ls -l /srv/share/{bar}").read()
    return {"size": len(listing)}
