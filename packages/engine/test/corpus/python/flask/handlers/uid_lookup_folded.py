"""Staff views searching the directory."""
import ldap
from flask import Flask
from flask import request


app = Flask(__name__)


def uid_lookup_folded():
    param = request.cookies.get("last_choice", "none")
    store = {"given": param, "stock": "stock-value"}
    bar = store["stock"]
    handle = ldap.initialize("ldap://directory.internal")
    # vigil-ok: py.ldap-injection
    found = handle.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(cn={bar}))")
    return "entries " + str(len(found))


app.add_url_rule("/ldap/uid-lookup-folded", "uid_lookup_folded", uid_lookup_folded, methods=["GET", "POST"])
