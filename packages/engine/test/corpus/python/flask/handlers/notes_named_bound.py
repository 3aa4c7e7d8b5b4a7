"""Note views querying the notes database."""
import sqlite3
from flask import Flask
from flask import request
from flask.views import MethodView


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


app = Flask(__name__)


class NotesNamedBoundView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        bar = Holder(param).read()
        conn = sqlite3.connect("/srv/app/app.db")
        # vigil-ok: py.sql-injection
        rows = conn.execute("SELECT id FROM notes WHERE owner = :who", {"who": bar}).fetchall()
        return "rows " + str(len(rows))


app.add_url_rule("/sqli/notes-named-bound", view_func=NotesNamedBoundView.as_view("notes_named_bound"))
