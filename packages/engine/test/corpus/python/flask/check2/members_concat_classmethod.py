"""Member lookup view: concat after classmethod."""


import sqlite3
from flask import request


DB_PATH = "/srv/data/app.db"


class Cleaner:
    prefix = ""

    @classmethod
    def apply(cls, value):
        return cls.prefix + value


def members_concat_classmethod():
    param = request.headers.get("X-Trace-Label", "")
    bar = Cleaner.apply(param)
    conn = sqlite3.connect(DB_PATH)
    # vigil: py.sql-injection
    rows = conn.execute("SELECT id FROM members WHERE handle = '" + bar + "'").fetchall()
    return {"count": len(rows)}


def register(app):
    app.add_url_rule("/members/concat/classmethod", view_func=members_concat_classmethod, methods=["GET", "POST"])
