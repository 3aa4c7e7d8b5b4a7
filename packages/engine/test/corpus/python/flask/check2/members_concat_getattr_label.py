"""Member lookup view: concat after getattr label."""


import sqlite3
from flask import Blueprint
from flask import request


DB_PATH = "/srv/data/app.db"


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


bp = Blueprint("members_concat_getattr_label", __name__)


@bp.get("/members/concat/getattr-label")
def members_concat_getattr_label():
    param = request.form["title"]
    bar = getattr(Box(param), "label")
    conn = sqlite3.connect(DB_PATH)
    # vigil-ok: py.sql-injection
    rows = conn.execute("SELECT id FROM members WHERE handle = '" + bar + "'").fetchall()
    return {"count": len(rows)}
