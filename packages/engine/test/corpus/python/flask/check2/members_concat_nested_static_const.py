"""Member lookup view: concat after nested static const."""


import sqlite3
from flask import request


DB_PATH = "/srv/data/app.db"


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return "archive"



def install(app):
    @app.route("/members/concat/nested-static-const", methods=["GET", "POST"])
    def members_concat_nested_static_const():
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = Outer.Inner.pick(param)
        conn = sqlite3.connect(DB_PATH)
        # vigil-ok: py.sql-injection
        rows = conn.execute("SELECT id FROM members WHERE handle = '" + bar + "'").fetchall()
        return {"count": len(rows)}
