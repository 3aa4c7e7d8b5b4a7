"""Shift roster kept as XML (lxml evaluators) and a search over the names of the shifts."""
import os
import re

from flask import Blueprint, abort, jsonify, request
from lxml import etree

roster_api = Blueprint("roster_api", __name__)
ROSTER = etree.parse("/srv/roster/shifts.xml")
SHIFT_DIR = "/srv/roster/notes"
SHIFT_NAMES = ["early", "late", "night", "weekend early", "weekend late"]


@roster_api.route("/roster/shift")
def shift():
    who = request.args.get("who", "")
    find = etree.XPathDocumentEvaluator(ROSTER)
    # vigil: py.xpath-injection
    rows = find("//shift[@person='" + who + "']")
    # vigil-ok: py.xpath-injection
    same = find("//shift[@person=$who]", who=who)
    return jsonify(count=len(rows) + len(same))


@roster_api.route("/roster/day")
def day():
    day = request.args.get("day", "")
    find = etree.XPathEvaluator(ROSTER.getroot())
    # vigil: py.xpath-injection
    rows = find.evaluate(f"//shift[@day='{day}']")
    # vigil-ok: py.xpath-injection
    weekly = find("//shift[@weekly='yes']")
    return jsonify(count=len(rows) + len(weekly))


@roster_api.route("/roster/names")
def names():
    pattern = request.args.get("pattern", "")
    # vigil: py.regex-injection
    hits = [n for n in SHIFT_NAMES if re.search(pattern, n)]
    # vigil-ok: py.regex-injection
    literal = [n for n in SHIFT_NAMES if re.search(re.escape(pattern), n)]
    return jsonify(hits=hits, literal=literal)


@roster_api.route("/roster/notes")
def notes():
    wanted = request.args.getlist("shift")
    # vigil: py.path-traversal
    written = [s for s in wanted if open(os.path.join(SHIFT_DIR, s + ".txt")).read().strip()]
    shifts = [s for s in wanted if s in SHIFT_NAMES]
    # vigil-ok: py.path-traversal
    known = [s for s in shifts if open(os.path.join(SHIFT_DIR, s + ".txt")).read().strip()]
    if not written and not known:
        abort(404)
    return jsonify(written=written, known=known)
