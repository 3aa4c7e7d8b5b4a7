"""Staff directory kept in an XML file, searched with ElementTree paths."""
import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

staff_api = Blueprint("staff_api", __name__)
DIRECTORY = ET.parse("/srv/directory/staff.xml").getroot()


@staff_api.route("/staff/by-team")
def by_team():
    team = request.args.get("team", "")
    # vigil: py.xpath-injection
    members = DIRECTORY.findall(".//person[@team='" + team + "']")
    return jsonify(names=[m.get("name") for m in members])


@staff_api.route("/staff/by-team/v2")
def by_team_safe():
    team = request.args.get("team", "")
    # vigil-ok: py.xpath-injection
    members = [p for p in DIRECTORY.findall(".//person") if p.get("team") == team]
    return jsonify(names=[m.get("name") for m in members])


@staff_api.route("/staff/phone")
def phone():
    name = request.args.get("name", "")
    # vigil: py.xpath-injection
    number = DIRECTORY.findtext(f"./person[@name='{name}']/phone", default="")
    # vigil-ok: py.xpath-injection
    pos = name.find("@")
    return jsonify(phone=number, email=pos >= 0)
