"""Staff views searching the directory."""
import ldap
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/ldap/staff-search", methods=["GET", "POST"])
def staff_search():
    param = request.form.get("comment", "")
    bar = param.replace("\t", " ")
    handle = ldap.initialize("ldap://directory.internal")
    # vigil: py.ldap-injection
    found = handle.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(cn={bar}))")
    return "entries " + str(len(found))
