import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)
conn = ldap.initialize("ldap://localhost")


@app.route("/who")
def who():
    user = request.args.get("user")
    # vigil: py.ldap-injection
    res = conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, "(uid=" + user + ")")
    # vigil-ok: py.ldap-injection
    res2 = conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, "(uid=" + escape_filter_chars(user) + ")")
    return str(res + res2)
