import sqlite3
from flask import Flask, request
from sqlalchemy import text
from django.db import connection

app = Flask(__name__)
db = sqlite3.connect("app.db")


@app.route("/users")
def users():
    name = request.args.get("name")
    cur = db.cursor()
    # vigil: py.sql-injection
    cur.execute("SELECT * FROM users WHERE name = '%s'" % name)
    # vigil: py.sql-injection
    cur.execute(f"SELECT * FROM users WHERE name = '{name}'")
    # vigil: py.sql-injection
    cur.execute("SELECT * FROM users WHERE name = '{}'".format(name))
    # vigil: py.sql-injection
    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")
    # vigil-ok: py.sql-injection
    cur.execute("SELECT * FROM users WHERE name = ?", (name,))
    # vigil-ok: py.sql-injection
    cur.execute("SELECT * FROM users LIMIT %d" % int(request.args.get("n", 10)))
    return "ok"


@app.post("/search")
def search():
    term = request.form["term"]
    order = request.form.get("order")
    # vigil: py.sql-injection
    rows = session.execute(text("SELECT * FROM items WHERE title LIKE '%" + term + "%'"))
    # vigil-ok: py.sql-injection
    rows = session.execute(text("SELECT * FROM items WHERE title LIKE :t"), {"t": term})
    if order not in ("asc", "desc"):
        order = "asc"
    # vigil-ok: py.sql-injection
    session.execute(text("SELECT * FROM items ORDER BY id " + order))
    return {"rows": len(list(rows))}


def report(request):
    region = request.GET.get("region")
    with connection.cursor() as c:
        # vigil: py.sql-injection
        c.execute("SELECT * FROM report WHERE region = '%s'" % region)
        # vigil-ok: py.sql-injection
        c.execute("SELECT * FROM report WHERE region = %s", [region])
    # vigil: py.sql-injection
    return Report.objects.raw("SELECT * FROM report WHERE region = '" + region + "'")
