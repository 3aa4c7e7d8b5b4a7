"""Directory view: ldap3 format after namedtuple left."""


from flask import request
from ldap3 import Connection, Server


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


def directory_ldap3_format_namedtuple_left():
    param = request.form.get("note", "none")
    bar = Pair("steady", param).left
    conn = Connection(Server("ldap://directory.internal"), auto_bind=True)
    search_filter = "(mail={})".format(bar)
    # vigil-ok: py.ldap-injection
    conn.search("dc=example,dc=org", search_filter, attributes=["cn"])
    return {"hits": len(conn.entries)}


def register(app):
    app.add_url_rule("/directory/ldap3-format/namedtuple-left", view_func=directory_ldap3_format_namedtuple_left, methods=["GET", "POST"])
