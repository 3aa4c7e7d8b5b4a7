"""Staff views searching the directory."""
import ldap3
from flask import request


def init(app):
    @app.route("/ldap/staff-lookup", methods=["GET"])
    def staff_lookup_get():
        return staff_lookup_post()

    @app.route("/ldap/staff-lookup", methods=["POST"])
    def staff_lookup_post():
        param = request.args.get("value", "")
        limit = 97
        bar = param if limit * 3 - 50 > 200 else "fallback"
        server = ldap3.Server("ldap://directory.internal")
        conn = ldap3.Connection(server, auto_bind=True)
        # vigil: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(uid=" + bar + ")")
        return "entries " + str(len(conn.entries))
