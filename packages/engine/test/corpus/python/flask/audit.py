"""Audit trail: request metadata, typed query arguments and header iteration."""
import re
import subprocess

from flask import Blueprint, request

bp = Blueprint("audit", __name__)


@bp.route("/audit/tail")
def tail():
    lines = request.args.get("lines", 50, type=int)
    # vigil-ok: py.command-injection
    subprocess.run("tail -n %s /var/log/portal/audit.log" % lines, shell=True)
    pattern = request.args.get("grep", "", type=str)
    # vigil: py.command-injection
    subprocess.run("grep '" + pattern + "' /var/log/portal/audit.log", shell=True)
    return "ok"


@bp.route("/audit/visit")
def visit():
    came_from = request.referrer or "-"
    # vigil: py.command-injection
    subprocess.run("logger visit from " + came_from, shell=True)
    agent = request.user_agent.string
    # vigil: py.command-injection
    subprocess.run(f"logger agent {agent}", shell=True)
    # vigil-ok: py.command-injection
    subprocess.run(["logger", "agent", agent])
    return "ok"


@bp.route("/audit/headers")
def headers():
    for name, value in request.headers.items():
        if name.lower().startswith("x-audit-"):
            # vigil: py.command-injection
            subprocess.run("logger " + name + "=" + value, shell=True)
    return "ok"


@bp.get("/audit/echo")
def echo():
    note = request.args.get("note", "")
    # vigil: py.xss
    return f"<pre>{note}</pre>"


@bp.post("/audit/echo")
def echo_json():
    note = request.form.get("note", "")
    # vigil-ok: py.xss
    return {"note": note}


@bp.get("/audit/match")
def match():
    needle = request.args.get("q", "")
    with open("/var/log/portal/audit.log") as fh:
        # vigil-ok: py.ldap-injection
        hits = [line for line in fh if re.search(r"user=\w+", line) and needle in line]
    return {"hits": len(hits)}
