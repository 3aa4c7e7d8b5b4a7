"""Member lookup view: format after static second."""


import sqlite3
from flask import Blueprint
from flask import request


DB_PATH = "/srv/data/app.db"


class Shaper:
    @staticmethod
    def choose(first, second):
        return second


bp = Blueprint("members_format_static_second", __name__)


@bp.get("/members/format/static-second")
def members_format_static_second():
    param = request.values.get("entry") or ""
    bar = Shaper.choose("fallback", param)
    cur = sqlite3.connect(DB_PATH).cursor()
    query = "DELETE FROM drafts WHERE owner = '{}'".format(bar)
    # vigil: py.sql-injection
    cur.execute(query)
    return {"ok": True}
