"""Saved catalogue filters: staff write a pattern, shoppers search by words."""
import pathlib
import re

from flask import Blueprint, jsonify, request

filters_api = Blueprint("filters_api", __name__)
PRODUCTS = ["Blue mug", "Red mug", "Tea pot", "Espresso cup"]


@filters_api.route("/catalog/match")
def match():
    pattern = request.args.get("pattern", "")
    hits = []
    for name in PRODUCTS:
        # vigil: py.regex-injection
        if re.fullmatch(pattern, name, re.IGNORECASE):
            hits.append(name)
    return jsonify(hits=hits)


@filters_api.route("/catalog/words")
def words():
    words = request.args.get("q", "").split()
    # vigil-ok: py.regex-injection
    rx = re.compile("|".join(re.escape(w) for w in words) or "^$", re.IGNORECASE)
    return jsonify(hits=[p for p in PRODUCTS if rx.search(p)])


@filters_api.route("/catalog/rename", methods=["POST"])
def rename():
    body = request.get_json() or {}
    # vigil: py.regex-injection
    renamed = [re.sub(body.get("find", ""), body.get("replace", ""), p) for p in PRODUCTS]
    # vigil-ok: py.regex-injection
    trimmed = [re.sub(r"\s+", " ", p) for p in PRODUCTS]
    return jsonify(renamed=len(renamed), trimmed=len(trimmed))


@filters_api.route("/catalog/export")
def export_filter():
    name = request.args.get("name", "default")
    target = pathlib.Path("/srv/catalog/filters") / name
    # vigil: py.path-traversal
    saved = target.read_text(encoding="utf-8")
    listed = pathlib.Path("/srv/catalog/filters") / "index.txt"
    # vigil-ok: py.path-traversal
    index = listed.read_text(encoding="utf-8")
    return jsonify(saved=len(saved), index=len(index))
