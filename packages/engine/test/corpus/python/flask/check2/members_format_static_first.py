"""Member lookup view: format after static first."""


import sqlite3
from flask import Blueprint
from flask import request


DB_PATH = "/srv/data/app.db"


class Shaper:
    @staticmethod
    def choose(first, second):
        return first


bp = Blueprint("members_format_static_first", __name__)


@bp.route("/members/format/static-first", methods=["GET", "POST"])
def members_format_static_first():
    param = request.get_data(as_text=True)
    bar = Shaper.choose("fallback", param)
    cur = sqlite3.connect(DB_PATH).cursor()
    query = "DELETE FROM drafts WHERE owner = '{}'".format(bar)
    # vigil-ok: py.sql-injection
    cur.execute(query)
    return {"ok": True}
