"""Report views querying the reports database."""
import sqlite3

from flask import Flask
from flask import abort
from flask import request

from shared.values import report_kind

app = Flask(__name__)


@app.route("/sqli/report-query-kind", methods=["GET", "POST"])
def report_query_kind():
    param = request.values.get("kind", "")
    try:
        bar = report_kind(param)
    except ValueError:
        abort(400)
    conn = sqlite3.connect("/srv/app/reports.db")
    # vigil-ok: py.sql-injection
    rows = conn.execute("SELECT id FROM reports WHERE kind = '%s'" % bar).fetchall()
    return "rows " + str(len(rows))
