"""Staff views searching the directory."""
import ldap3
from flask import request


def init(app):
    @app.route("/ldap/mail-lookup", methods=["GET"])
    def mail_lookup_get():
        return mail_lookup_post()

    @app.route("/ldap/mail-lookup", methods=["POST"])
    def mail_lookup_post():
        param = request.form.get("comment", "")
        parts = []
        for piece in param.split(","):
            parts.append(piece)
        bar = ",".join(parts)
        conn = ldap3.Connection(ldap3.Server("ldap://directory.internal"), auto_bind=True)
        # vigil: py.ldap-injection
        conn.search(search_base="dc=example,dc=org", search_filter=f"(mail={bar})", attributes=["cn"])
        return "entries " + str(len(conn.entries))
