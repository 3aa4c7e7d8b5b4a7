"""Webhook relay: host allow-lists, character filters, id lists and response headers."""
import os
import re
from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, g, make_response, request

bp = Blueprint("webhooks", __name__)
RELAY_HOSTS = {"hooks.partner.example", "events.partner.example"}


@bp.route("/webhooks/relay", methods=["POST"])
def relay():
    target = request.form.get("target", "")
    if urlparse(target).hostname not in RELAY_HOSTS:
        abort(400)
    # vigil-ok: py.ssrf
    requests.post(target, json=request.get_json(silent=True), timeout=5)
    other = request.form.get("fallback", "")
    # vigil: py.ssrf
    requests.post(other, json={}, timeout=5)
    return "relayed"


@bp.route("/webhooks/archive", methods=["POST"])
def archive():
    label = request.form.get("label", "")
    slug = re.sub(r"[^a-zA-Z0-9_-]", "", label)
    # vigil-ok: py.command-injection
    os.system("archive-hooks --label " + slug)
    trimmed = re.sub(r"[;|&]", "", label)
    # vigil: py.command-injection
    os.system("archive-hooks --label " + trimmed)
    return "archived"


@bp.route("/webhooks/batch")
def batch():
    raw = request.args.getlist("id")
    ids = ",".join(str(int(v)) for v in raw)
    # vigil-ok: py.sql-injection
    g.db.execute("SELECT * FROM hooks WHERE id IN (" + ids + ")")
    names = ",".join("'" + v.strip() + "'" for v in raw)
    # vigil: py.sql-injection
    g.db.execute("SELECT * FROM hooks WHERE name IN (" + names + ")")
    return "ok"


@bp.route("/webhooks/trace")
def trace():
    tag = request.args.get("tag", "")
    resp = make_response("<p>trace recorded</p>")
    resp.headers["X-Trace-Tag"] = re.sub(r"[^\w-]", "", tag)
    # vigil-ok: py.xss
    return resp
