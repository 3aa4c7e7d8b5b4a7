"""Directory view: ldap3 after tuple second."""


import ldap3
from flask import request


def init(app):
    @app.route("/directory/ldap3/tuple-second", methods=["POST"])
    def directory_ldap3_tuple_second():
        param = request.get_data(as_text=True)
        first, second = "steady", param
        bar = second
        conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
        # vigil: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + bar + "))")
        return {"hits": len(conn.entries)}
