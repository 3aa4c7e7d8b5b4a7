"""Note views querying the notes database."""
import re
import sqlite3
from flask import abort
from flask import request


def register(bp):
    @bp.route("/sqli/notes-by-owner-regex", methods=["GET", "POST"])
    def notes_by_owner_regex():
        param = request.cookies.get("last_choice", "none")
        if not re.fullmatch(r"[A-Za-z0-9_]{1,32}", param):
            abort(400)
        bar = param
        conn = sqlite3.connect("/srv/app/app.db")
        # vigil-ok: py.sql-injection
        rows = conn.execute("SELECT id FROM notes WHERE owner = '" + bar + "'").fetchall()
        return "rows " + str(len(rows))
