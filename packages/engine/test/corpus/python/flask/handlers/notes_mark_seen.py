"""Note views querying the notes database."""
import sqlite3
from flask import Flask
from flask import request


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


app = Flask(__name__)


@app.route("/sqli/notes-mark-seen", methods=["GET", "POST"])
def notes_mark_seen():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    bar = Holder(param).read()
    conn = sqlite3.connect("/srv/app/app.db")
    cur = conn.cursor()
    sql = "UPDATE notes SET seen = 1 WHERE tag = '%s'" % bar
    # vigil: py.sql-injection
    cur.execute(sql)
    conn.commit()
    return "updated"
