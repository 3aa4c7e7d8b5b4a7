"""Directory view: ldap3 format after base64."""


import base64
from flask import request
from flask.views import MethodView
from ldap3 import Connection, Server


class DirectoryLdap3FormatBase64View(MethodView):
    def post(self):
        items = request.args.getlist("item")
        param = items[0] if items else ""
        encoded = base64.urlsafe_b64encode(param.encode("utf-8"))
        bar = base64.urlsafe_b64decode(encoded).decode("utf-8")
        conn = Connection(Server("ldap://directory.internal"), auto_bind=True)
        search_filter = "(mail={})".format(bar)
        # vigil: py.ldap-injection
        conn.search("dc=example,dc=org", search_filter, attributes=["cn"])
        return {"hits": len(conn.entries)}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/directory/ldap3-format/base64", view_func=DirectoryLdap3FormatBase64View.as_view("directory_ldap3_format_base64"))
