"""Report views querying the reports database."""
import sqlite3

from flask import Flask
from flask import request

from shared.values import make_step

app = Flask(__name__)


@app.route("/sqli/report-query", methods=["GET", "POST"])
def report_query():
    param = request.values.get("kind", "")
    bar = make_step("echo").apply(param)
    conn = sqlite3.connect("/srv/app/reports.db")
    # vigil: py.sql-injection
    rows = conn.execute("SELECT id FROM reports WHERE kind = '%s'" % bar).fetchall()
    return "rows " + str(len(rows))
