"""Member lookup view: bound after format."""


import sqlite3
from flask import request


DB_PATH = "/srv/data/app.db"


def members_bound_format(name):
    param = name
    bar = "{}{}".format("", param)
    conn = sqlite3.connect(DB_PATH)
    # vigil-ok: py.sql-injection
    rows = conn.execute("SELECT id FROM members WHERE handle = ?", (bar,)).fetchall()
    return {"count": len(rows)}


def register(app):
    app.add_url_rule("/members/bound/format/<name>", view_func=members_bound_format, methods=["GET", "POST"])
