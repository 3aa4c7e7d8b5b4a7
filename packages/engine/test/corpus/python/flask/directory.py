"""Staff directory: XML lookups, exports to temporary files and remember-me cookies."""
import random
import secrets
import tempfile

from flask import Blueprint, make_response, request, session
from lxml import etree

bp = Blueprint("directory", __name__)
STAFF = etree.parse("/srv/directory/staff.xml")


@bp.route("/directory/person")
def person():
    name = request.args.get("name", "")
    # vigil: py.xpath-injection
    found = STAFF.xpath("//person[@name='" + name + "']/phone/text()")
    # vigil-ok: py.xpath-injection
    same = STAFF.xpath("//person[@name=$name]/phone/text()", name=name)
    # vigil-ok: py.xpath-injection
    everyone = STAFF.xpath("//person/@name")
    return {"phone": found, "also": same, "count": len(everyone)}


@bp.route("/directory/export")
def export():
    # vigil: py.insecure-temp-file
    path = tempfile.mktemp(suffix=".xml")
    STAFF.write(path)
    # vigil-ok: py.insecure-temp-file
    handle = tempfile.NamedTemporaryFile(suffix=".xml", delete=False)
    STAFF.write(handle.name)
    return {"files": [path, handle.name]}


@bp.route("/directory/remember", methods=["POST"])
def remember():
    resp = make_response("remembered")
    # vigil: py.insecure-random
    ticket = "%016x" % random.getrandbits(64)
    resp.set_cookie("directory_ticket", ticket, secure=True, httponly=True, samesite="Lax")
    # vigil-ok: py.insecure-random
    session["directory_ticket"] = secrets.token_hex(16)
    dept = request.form.get("department", "")
    # vigil: py.trust-boundary
    session["department"] = dept
    return resp
