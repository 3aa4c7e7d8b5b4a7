"""Directory view: ldap3 format after lambda."""


from flask import request
from ldap3 import Connection, Server



def install(app):
    @app.route("/directory/ldap3-format/lambda", methods=["GET", "POST"])
    def directory_ldap3_format_lambda():
        param = request.form["title"]
        tidy = lambda v: v.replace("\t", " ")
        bar = tidy(param)
        conn = Connection(Server("ldap://directory.internal"), auto_bind=True)
        search_filter = "(mail={})".format(bar)
        # vigil: py.ldap-injection
        conn.search("dc=example,dc=org", search_filter, attributes=["cn"])
        return {"hits": len(conn.entries)}
