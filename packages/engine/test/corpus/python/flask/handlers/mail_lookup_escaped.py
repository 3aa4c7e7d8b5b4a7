"""Staff views searching the directory."""
import ldap3
from flask import Flask
from flask import request
from ldap3.utils.conv import escape_filter_chars


app = Flask(__name__)


@app.route("/ldap/mail-lookup-escaped", methods=["GET", "POST"])
def mail_lookup_escaped():
    param = request.form.get("comment", "")
    parts = []
    for piece in param.split(","):
        parts.append(piece)
    bar = ",".join(parts)
    conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
    # vigil-ok: py.ldap-injection
    conn.search(search_base="dc=example,dc=org", search_filter="(mail=%s)" % escape_filter_chars(bar), attributes=["cn"])
    return "entries " + str(len(conn.entries))
