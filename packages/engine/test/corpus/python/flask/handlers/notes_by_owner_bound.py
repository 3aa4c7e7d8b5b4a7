"""Note views querying the notes database."""
import configparser
import sqlite3
from flask import request


def init(app):
    @app.route("/sqli/notes-by-owner-bound", methods=["GET"])
    def notes_by_owner_bound_get():
        return notes_by_owner_bound_post()

    @app.route("/sqli/notes-by-owner-bound", methods=["POST"])
    def notes_by_owner_bound_post():
        param = request.args.get("value", "")
        conf = configparser.ConfigParser()
        conf.add_section("scratch")
        conf.set("scratch", "entry", param)
        bar = conf.get("scratch", "entry")
        conn = sqlite3.connect("/srv/app/app.db")
        # vigil-ok: py.sql-injection
        rows = conn.execute("SELECT id FROM notes WHERE owner = ?", (bar,)).fetchall()
        return "rows " + str(len(rows))
