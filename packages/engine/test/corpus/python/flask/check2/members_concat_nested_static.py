"""Member lookup view: concat after nested static."""


import sqlite3
from flask import Blueprint
from flask import request


DB_PATH = "/srv/data/app.db"


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return value.strip()


bp = Blueprint("members_concat_nested_static", __name__)


@bp.route("/members/concat/nested-static", methods=["GET", "POST"])
def members_concat_nested_static():
    param = request.form.get("note", "none")
    bar = Outer.Inner.pick(param)
    conn = sqlite3.connect(DB_PATH)
    # vigil: py.sql-injection
    rows = conn.execute("SELECT id FROM members WHERE handle = '" + bar + "'").fetchall()
    return {"count": len(rows)}
