"""Note views querying the notes database."""
import sqlite3
from flask import Blueprint
from flask import request


bp = Blueprint("drafts_purge", __name__)


@bp.post("/sqli/drafts-purge")
def drafts_purge():
    param = request.form.get("comment", "")
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    conn = sqlite3.connect("/srv/app/app.db")
    # vigil: py.sql-injection
    conn.executescript(f"DELETE FROM drafts WHERE title = '{bar}';")
    return "deleted"
