"""Directory view: python ldap escaped after fstring."""


import ldap
import ldap.filter
from flask import request



def install(app):
    @app.route("/directory/python-ldap-escaped/fstring", methods=["GET", "POST"])
    def directory_python_ldap_escaped_fstring():
        param = request.cookies.get("pref", "")
        bar = f"{param}"
        conn = ldap.initialize("ldap://directory.internal")
        # vigil-ok: py.ldap-injection
        found = conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, "(cn=%s)" % ldap.filter.escape_filter_chars(bar))
        return {"hits": len(found)}
