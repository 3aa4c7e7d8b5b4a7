"""Member lookup view: named after percent."""


import sqlite3
from flask import request
from flask.views import MethodView


DB_PATH = "/srv/data/app.db"


class MembersNamedPercentView(MethodView):
    def post(self):
        param = request.args.get("term", "")
        bar = "%s" % (param,)
        cur = sqlite3.connect(DB_PATH).cursor()
        # vigil-ok: py.sql-injection
        cur.execute("UPDATE members SET bio = :bio WHERE id = 1", {"bio": bar})
        return {"ok": True}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/members/named/percent", view_func=MembersNamedPercentView.as_view("members_named_percent"))
