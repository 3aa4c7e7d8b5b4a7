"""Downloads and partner lookups: hand-written escaping, dot-dot checks, own-route redirects, fixed API hosts."""
import os

import requests
from flask import Blueprint, abort, redirect, request, url_for

bp = Blueprint("downloads", __name__)
FILES = "/srv/downloads"
PARTNER_API = "https://partner-api.example.net"


def html_text(value):
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def no_semicolons(value):
    return value.replace(";", ",")


@bp.route("/downloads/title")
def title():
    name = request.args.get("name", "")
    # vigil-ok: py.xss
    head = "<h1>" + html_text(name) + "</h1>"
    # vigil: py.xss
    return head + "<p>" + no_semicolons(name) + "</p>"


@bp.route("/downloads/file")
def file():
    name = request.args.get("name", "")
    if ".." in name or name.startswith("/"):
        abort(400)
    # vigil-ok: py.path-traversal
    with open(os.path.join(FILES, name), "rb") as fh:
        body = fh.read()
    other = request.args.get("other", "")
    # vigil: py.path-traversal
    with open(os.path.join(FILES, other), "rb") as fh:
        body += fh.read()
    return body


@bp.route("/downloads/after")
def after():
    name = request.args.get("name", "")
    # vigil-ok: py.open-redirect
    return redirect(url_for("downloads.file", name=name))


@bp.route("/downloads/partner")
def partner():
    ref = request.args.get("ref", "")
    # vigil-ok: py.ssrf
    info = requests.get(f"{PARTNER_API}/documents/{ref}", timeout=5)
    # vigil-ok: py.ssrf
    meta = requests.get("https://partner-api.example.net/meta/" + ref, timeout=5)
    mirror = request.args.get("mirror", "")
    # vigil: py.ssrf
    copy = requests.get(f"https://{mirror}/documents/{ref}", timeout=5)
    return {"info": info.json(), "meta": meta.json(), "copy": copy.status_code}


@bp.route("/downloads/joined")
def joined():
    from werkzeug.utils import safe_join
    name = request.args.get("name", "")
    target = safe_join(FILES, name)
    if target is None:
        abort(404)
    # vigil-ok: py.path-traversal
    with open(target, "rb") as fh:
        return fh.read()
