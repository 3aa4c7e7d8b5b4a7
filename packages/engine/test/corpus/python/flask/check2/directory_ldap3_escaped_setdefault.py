"""Directory view: ldap3 escaped after setdefault."""


import ldap3
from flask import request
from ldap3.utils.conv import escape_filter_chars


def init(app):
    @app.route("/directory/ldap3-escaped/setdefault", methods=["POST"])
    def directory_ldap3_escaped_setdefault():
        param = request.headers.get("X-Trace-Label", "")
        store = {}
        store.setdefault("slot", param)
        bar = store["slot"]
        conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
        # vigil-ok: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + escape_filter_chars(bar) + "))")
        return {"hits": len(conn.entries)}
