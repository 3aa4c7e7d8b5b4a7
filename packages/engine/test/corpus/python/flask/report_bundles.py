"""Report bundles: a clerk picks which monthly reports to read and concatenate."""
import os

from flask import Blueprint, jsonify, request

bundles = Blueprint("bundles", __name__)
REPORT_DIR = "/srv/reports"
PUBLISHED = {"2026-09.txt", "2026-10.txt", "2026-11.txt"}


@bundles.route("/reports/bundle")
def bundle():
    names = request.args.getlist("name")
    # vigil-ok: py.path-traversal
    texts = [open(os.path.join(REPORT_DIR, n)).read() for n in names if n in PUBLISHED and n]
    return jsonify(size=sum(len(t) for t in texts))


@bundles.route("/reports/bundle-any")
def bundle_any():
    names = request.args.getlist("name")
    # vigil: py.path-traversal
    texts = [open(os.path.join(REPORT_DIR, n)).read() for n in names if n and n.endswith(".txt")]
    return jsonify(size=sum(len(t) for t in texts))


@bundles.route("/reports/nonempty")
def nonempty():
    names = request.args.getlist("name")
    # vigil-ok: py.path-traversal
    found = [n for n in names if n in PUBLISHED and open(os.path.join(REPORT_DIR, n)).read(1)]
    # vigil: py.path-traversal
    probed = [n for n in names if n.endswith(".txt") and open(os.path.join(REPORT_DIR, n)).read(1)]
    return jsonify(found=found, probed=probed)


@bundles.route("/reports/head")
def head():
    name = request.args.get("name", "")
    # vigil-ok: py.path-traversal
    if name in PUBLISHED and open(os.path.join(REPORT_DIR, name)).readline():
        return jsonify(ok=True)
    # vigil: py.path-traversal
    if name.endswith(".txt") and open(os.path.join(REPORT_DIR, name)).readline():
        return jsonify(ok=True)
    return jsonify(ok=False)


@bundles.route("/reports/peek")
def peek():
    name = request.args.get("name", "")
    # vigil-ok: py.path-traversal
    known = name not in PUBLISHED or open(os.path.join(REPORT_DIR, name)).read(1)
    # vigil: py.path-traversal
    grown = not name or open(os.path.join(REPORT_DIR, name)).read(1)
    return jsonify(known=known, grown=grown)
