"""Directory view: ldap3 after environ fallback."""


import ldap3
import os
from flask import request


def directory_ldap3_environ_fallback():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = os.environ.get("SHAPE_OVERRIDE", param)
    conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
    # vigil: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + bar + "))")
    return {"hits": len(conn.entries)}


def register(app):
    app.add_url_rule("/directory/ldap3/environ-fallback", view_func=directory_ldap3_environ_fallback, methods=["GET", "POST"])
