"""Member lookup view: format after getattr value."""


import sqlite3
from flask import request
from flask.views import MethodView


DB_PATH = "/srv/data/app.db"


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


class MembersFormatGetattrValueView(MethodView):
    def post(self):
        param = request.cookies.get("pref", "")
        bar = getattr(Box(param), "value")
        cur = sqlite3.connect(DB_PATH).cursor()
        query = "DELETE FROM drafts WHERE owner = '{}'".format(bar)
        # vigil: py.sql-injection
        cur.execute(query)
        return {"ok": True}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/members/format/getattr-value", view_func=MembersFormatGetattrValueView.as_view("members_format_getattr_value"))
