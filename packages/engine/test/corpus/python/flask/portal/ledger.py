"""Ledger exports: a small report builder and a repository used straight from the views."""
import os
import sqlite3

from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


class LedgerRepo:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def by_account(self, account):
        cur = self.conn.cursor()
        # vigil: py.sql-injection
        cur.execute("SELECT * FROM ledger WHERE account = '%s'" % account)
        return cur.fetchall()

    def by_account_safe(self, account):
        cur = self.conn.cursor()
        # vigil-ok: py.sql-injection
        cur.execute("SELECT * FROM ledger WHERE account = ?", (account,))
        return cur.fetchall()


class Page:
    def __init__(self, title):
        self.title = title
        self.rows = []

    def add_row(self, row):
        self.rows.append(row)

    def to_html(self):
        return "<h1>" + self.title + "</h1>" + "".join(self.rows)


@app.route("/ledger")
def ledger():
    account = request.args.get("account", "")
    LedgerRepo("/srv/ledger.db").by_account(account)
    LedgerRepo("/srv/ledger.db").by_account_safe(account)
    return "ok"


@app.route("/ledger/page")
def ledger_page():
    note = request.args.get("note", "")
    page = Page("Ledger")
    page.add_row("<p>" + note + "</p>")
    # vigil: py.xss
    return page.to_html()


@app.route("/ledger/page-safe")
def ledger_page_safe():
    note = request.args.get("note", "")
    page = Page("Ledger")
    page.add_row("<p>" + str(escape(note)) + "</p>")
    page.add_row("<p>static</p>")
    # vigil-ok: py.xss
    return page.to_html()


LEDGER_COLUMNS = ("account", "amount", "booked_at")


@app.route("/ledger/columns")
def ledger_columns():
    wanted = request.args.getlist("col")
    conn = sqlite3.connect("/srv/ledger.db")
    picked = [c for c in wanted if c in LEDGER_COLUMNS]
    # vigil-ok: py.sql-injection
    conn.execute("SELECT " + ", ".join(picked) + " FROM ledger")
    # vigil: py.sql-injection
    conn.execute("SELECT " + ", ".join(c.strip() for c in wanted) + " FROM ledger")
    return "ok"
