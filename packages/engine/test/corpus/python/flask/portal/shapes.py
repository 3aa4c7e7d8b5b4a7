"""Report endpoints: list positions, constant strings, lookups and plain-text answers."""
import os

from flask import Blueprint, request

bp = Blueprint("shapes", __name__)
FORMATS = {"csv": "text/csv", "json": "application/json"}


@bp.route("/shapes/queue")
def queue():
    job = request.args.get("job", "")
    steps = ["prepare"]
    steps.append(job)
    steps.append("cleanup")
    steps.remove("prepare")
    # vigil-ok: py.command-injection
    os.system("run-step " + steps[1])
    # vigil: py.command-injection
    os.system("run-step " + steps[0])
    order = ["index", "report"]
    order.insert(0, job)
    # vigil: py.command-injection
    os.system("run-step " + order[0])
    # vigil-ok: py.command-injection
    os.system("run-step " + order[2])
    return "queued"


@bp.route("/shapes/mode")
def mode():
    job = request.args.get("job", "")
    code = "XYZ"
    match code[1]:
        case "X":
            chosen = job
        case "Y":
            chosen = "nightly"
        case _:
            chosen = job
    # vigil-ok: py.command-injection
    os.system("run-step " + chosen)
    match code[0]:
        case "X":
            picked = job
        case _:
            picked = "nightly"
    # vigil: py.command-injection
    os.system("run-step " + picked)
    return "ok"


@bp.route("/shapes/export")
def export():
    fmt = request.args.get("format", "csv")
    mime = FORMATS.get(fmt, "text/plain")
    tools = {"csv": "csvtool", "json": "jq"}
    tool = tools.get(fmt, "cat")
    # vigil-ok: py.command-injection
    os.system(tool + " /srv/export/latest")
    loose = {"csv": fmt, "json": "jq"}
    # vigil: py.command-injection
    os.system(loose.get(fmt, "cat") + " /srv/export/latest")
    return mime


@bp.route("/shapes/item/<int:item_id>/<label>")
def item(item_id, label):
    # vigil-ok: py.command-injection
    os.system("show-item %s" % item_id)
    # vigil: py.command-injection
    os.system("show-item --label %s" % label)
    return "ok"
