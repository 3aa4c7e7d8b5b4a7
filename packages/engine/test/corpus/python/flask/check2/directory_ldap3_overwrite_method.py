"""Directory view: ldap3 after overwrite method."""


import ldap3
from flask import Blueprint
from flask import request


class Holder:
    def __init__(self, value):
        self.value = value

    def reset(self):
        self.value = "reset"
        return self


bp = Blueprint("directory_ldap3_overwrite_method", __name__)


@bp.get("/directory/ldap3/overwrite-method")
def directory_ldap3_overwrite_method():
    param = request.args.get("term", "")
    bar = Holder(param).reset().value
    conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
    # vigil-ok: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + bar + "))")
    return {"hits": len(conn.entries)}
