"""Staff views searching the directory."""
import ldap3
from flask import request
from ldap3.utils.conv import escape_filter_chars


def init(app):
    @app.route("/ldap/staff-lookup-escaped", methods=["GET"])
    def staff_lookup_escaped_get():
        return staff_lookup_escaped_post()

    @app.route("/ldap/staff-lookup-escaped", methods=["POST"])
    def staff_lookup_escaped_post():
        param = request.args.get("value", "")
        limit = 97
        bar = param if limit * 3 - 50 > 200 else "fallback"
        server = ldap3.Server("ldap://directory.internal")
        conn = ldap3.Connection(server, auto_bind=True)
        # vigil-ok: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(uid=" + escape_filter_chars(bar) + ")")
        return "entries " + str(len(conn.entries))
