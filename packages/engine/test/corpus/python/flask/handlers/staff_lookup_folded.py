"""Staff views searching the directory."""
import ldap3
from flask import request


def register(bp):
    @bp.route("/ldap/staff-lookup-folded", methods=["GET", "POST"])
    def staff_lookup_folded():
        param = request.values.get("entry")
        if param is None:
            param = ""
        bar = "fixed" if 7 * 6 == 42 else param
        server = ldap3.Server("ldap://directory.internal")
        conn = ldap3.Connection(server, auto_bind=True)
        # vigil-ok: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(uid=" + bar + ")")
        return "entries " + str(len(conn.entries))
