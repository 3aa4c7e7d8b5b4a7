"""Ledger endpoints: aliasing, collections, branches, encoders and helpers."""
import base64
import html
import subprocess

from flask import Blueprint, request

from .db import cursor

bp = Blueprint("ledger", __name__)
AUDIT_MODE = False
RETENTION_DAYS = 30


def quote_ident(name):
    return '"' + name + '"'


def only_digits(value):
    digits = "".join(ch for ch in value if ch.isdigit())
    return digits or "0"


@bp.route("/ledger/entries")
def entries():
    account = request.args.get("account")
    acct = account
    params = {"account": acct, "kind": "debit"}
    kind = params["kind"]
    # vigil-ok: py.sql-injection
    cursor().execute("SELECT * FROM entries WHERE kind = '" + kind + "'")
    who = params["account"]
    # vigil: py.sql-injection
    cursor().execute("SELECT * FROM entries WHERE account = '" + who + "'")
    return "ok"


@bp.route("/ledger/tags")
def tags():
    values = ["posted"]
    values.append(request.args.get("tag"))
    # vigil-ok: py.sql-injection
    cursor().execute("SELECT * FROM entries WHERE tag = '%s'" % values[0])
    values.pop(0)
    # vigil: py.sql-injection
    cursor().execute("SELECT * FROM entries WHERE tag = '%s'" % values[0])
    return "ok"


@bp.route("/ledger/export")
def export():
    fmt = request.args.get("fmt", "csv")
    if AUDIT_MODE:
        # vigil-ok: py.command-injection
        subprocess.call("ledger-export --format " + fmt, shell=True)
    if RETENTION_DAYS > 365:
        # vigil-ok: py.command-injection
        subprocess.call("ledger-purge --older " + fmt, shell=True)
    fmt = "csv"
    # vigil-ok: py.command-injection
    subprocess.call("ledger-export --format " + fmt, shell=True)
    return "ok"


@bp.route("/ledger/column")
def column():
    col = request.args.get("col")
    # vigil: py.sql-injection
    cursor().execute("SELECT " + quote_ident(col) + " FROM entries")
    order = "amount" if RETENTION_DAYS < 10 else request.args.get("order")
    # vigil: py.sql-injection
    cursor().execute("SELECT * FROM entries ORDER BY " + order)
    return "ok"


@bp.route("/ledger/sum")
def ledger_sum():
    year = only_digits(request.args.get("year", ""))
    # vigil-ok: py.sql-injection
    cursor().execute("SELECT sum(amount) FROM entries WHERE year = " + year)
    return "ok"


@bp.route("/ledger/memo")
def memo():
    memo = base64.b64decode(request.args.get("m", "")).decode()
    # vigil: py.sql-injection
    cursor().execute("INSERT INTO memos (text) VALUES ('{}')".format(memo))
    shown = html.escape(request.args.get("limit", "10"))
    # vigil: py.sql-injection
    cursor().execute("SELECT text FROM notes ORDER BY id DESC LIMIT %s" % shown)
    return "ok"


@bp.route("/ledger/batch", methods=["POST"])
def batch():
    ids = request.form.getlist("id")
    clause = ""
    for i in ids:
        clause = clause + ("," if clause else "") + i
    # vigil: py.sql-injection
    cursor().execute("DELETE FROM entries WHERE id IN (" + clause + ")")
    return "ok"


@bp.route("/ledger/channel")
def by_channel():
    channel = request.args.get("channel") if AUDIT_MODE else "web"
    # vigil-ok: py.sql-injection
    cursor().execute("SELECT * FROM entries WHERE channel = '%s'" % channel)
    return "ok"


@bp.route("/ledger/kind")
def by_kind():
    choice = request.args.get("k")
    mode = 2
    if mode == 1:
        column = choice
    elif mode == 2:
        column = "debit"
    else:
        column = "credit"
    # vigil-ok: py.sql-injection
    cursor().execute("SELECT " + column + " FROM entries")
    return "ok"
