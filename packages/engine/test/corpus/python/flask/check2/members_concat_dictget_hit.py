"""Member lookup view: concat after dictget hit."""


import sqlite3
from flask import request


DB_PATH = "/srv/data/app.db"


def init(app):
    @app.route("/members/concat/dictget-hit", methods=["POST"])
    def members_concat_dictget_hit():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        options = {"chosen": param, "other": "plain"}
        bar = options.get("chosen", "plain")
        conn = sqlite3.connect(DB_PATH)
        # vigil: py.sql-injection
        rows = conn.execute("SELECT id FROM members WHERE handle = '" + bar + "'").fetchall()
        return {"count": len(rows)}
