"""Database access for the portal."""
import sqlite3


def connect():
    return sqlite3.connect("/var/lib/portal/portal.db")


def lookup(sql):
    conn = connect()
    # vigil: py.sql-injection
    rows = conn.execute(sql).fetchall()
    conn.close()
    return rows
