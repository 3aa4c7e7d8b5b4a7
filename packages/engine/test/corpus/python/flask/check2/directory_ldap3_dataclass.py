"""Directory view: ldap3 after dataclass."""


import ldap3
from flask import Blueprint
from flask import request


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


bp = Blueprint("directory_ldap3_dataclass", __name__)


@bp.route("/directory/ldap3/dataclass/<name>", methods=["GET", "POST"])
def directory_ldap3_dataclass(name):
    param = name
    bar = Entry(param).text
    conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
    # vigil: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid=" + bar + "))")
    return {"hits": len(conn.entries)}
