"""Staff views searching the directory."""
import ldap
import ldap.filter
from flask import Blueprint
from flask import request


bp = Blueprint("uid_lookup_formatted", __name__)


@bp.post("/ldap/uid-lookup-formatted")
def uid_lookup_formatted():
    param = request.args.get("value", "")
    bar = param
    handle = ldap.initialize("ldap://directory.internal")
    flt = ldap.filter.filter_format("(uid=%s)", [bar])
    # vigil-ok: py.ldap-injection
    found = handle.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, flt)
    return "entries " + str(len(found))
