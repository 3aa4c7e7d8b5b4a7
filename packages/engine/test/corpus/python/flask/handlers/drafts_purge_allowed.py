"""Note views querying the notes database."""
import sqlite3
from flask import Flask
from flask import abort
from flask import request


app = Flask(__name__)


def drafts_purge_allowed():
    param = request.form.get("comment", "")
    if param not in ("red", "green", "blue"):
        abort(400)
    bar = param
    conn = sqlite3.connect("/srv/app/app.db")
    # vigil-ok: py.sql-injection
    conn.executescript(f"DELETE FROM drafts WHERE title = '{bar}';")
    return "deleted"


app.add_url_rule("/sqli/drafts-purge-allowed", "drafts_purge_allowed", drafts_purge_allowed, methods=["GET", "POST"])
