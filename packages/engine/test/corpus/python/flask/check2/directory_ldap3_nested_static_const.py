"""Directory view: ldap3 after nested static const."""


import ldap3
from flask import request
from flask.views import MethodView


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return "archive"


class DirectoryLdap3NestedStaticConstView(MethodView):
    def post(self):
        param = request.values.get("entry") or ""
        bar = Outer.Inner.pick(param)
        conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
        # vigil-ok: py.ldap-injection
        conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + bar + "))")
        return {"hits": len(conn.entries)}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/directory/ldap3/nested-static-const", view_func=DirectoryLdap3NestedStaticConstView.as_view("directory_ldap3_nested_static_const"))
