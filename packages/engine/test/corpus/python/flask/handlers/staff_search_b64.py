"""Staff views searching the directory."""
import base64
import ldap3
from flask import Blueprint
from flask import request


bp = Blueprint("staff_search_b64", __name__)


@bp.post("/ldap/staff-search-b64")
def staff_search_b64():
    param = request.headers.get("X-Client-Note", "")
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    server = ldap3.Server("ldap://directory.internal")
    conn = ldap3.Connection(server, auto_bind=True)
    # vigil: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(uid=" + bar + ")")
    return "entries " + str(len(conn.entries))
