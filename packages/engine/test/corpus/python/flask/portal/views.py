"""Portal views, registered from a setup function (`register(app)`), with helpers in support/."""
import configparser
import os
import pathlib
import subprocess

import flask
from flask import request
import support.store
import support.text
from support.text import to_html

settings = configparser.ConfigParser()
settings.read("/etc/portal/portal.ini")


def register(app):

    @app.route("/portal/greet", methods=["GET"])
    def greet_get():
        # vigil-ok: py.xss
        return greet_post()

    @app.route("/portal/greet", methods=["POST"])
    def greet_post():
        page = ""
        name = request.form.get("name") or request.args.get("name", "")
        page += f"<h2>Welcome back, {name}</h2>"
        # vigil: py.xss
        return page

    @app.route("/portal/greet-safe", methods=["POST"])
    def greet_safe():
        page = ""
        name = request.form.get("name", "")
        page += f"<h2>Welcome back, {to_html(name)}</h2>"
        # vigil-ok: py.xss
        return page

    @app.route("/portal/motto", methods=["POST"])
    def motto():
        text = support.text.tidy(request.form.get("motto", ""))
        # vigil: py.xss
        return "<blockquote>" + text + "</blockquote>"

    @app.route("/portal/motto.txt", methods=["POST"])
    def motto_txt():
        text = request.form.get("motto", "")
        # vigil-ok: py.xss
        return flask.Response(text, mimetype="text/plain")

    @app.route("/portal/motto.raw", methods=["POST"])
    def motto_raw():
        text = request.form.get("motto", "")
        resp = flask.make_response(text)
        resp.headers["Content-Type"] = "text/plain; charset=utf-8"
        # vigil-ok: py.xss
        return resp

    @app.route("/portal/search", methods=["GET"])
    def search():
        term = request.args.get("term", "")
        rows = support.store.lookup("SELECT title FROM pages WHERE title LIKE '%" + term + "%'")
        # vigil-ok: py.sql-injection
        fixed = support.store.lookup("SELECT title FROM pages ORDER BY updated DESC LIMIT 10")
        return flask.jsonify(rows=rows, recent=fixed)

    @app.route("/portal/attachment", methods=["GET"])
    def attachment():
        name = request.cookies.get("last_attachment", "")
        # vigil: py.path-traversal
        with open(support.text.attachment_path(name), "rb") as fh:
            data = fh.read()
        # vigil-ok: py.path-traversal
        with open(support.text.attachment_path(os.path.basename(name)), "rb") as fh:
            data += fh.read()
        return flask.jsonify(size=len(data))

    @app.route("/portal/preview", methods=["GET"])
    def preview():
        root = pathlib.Path(support.text.ATTACHMENTS)
        name = request.args.get("name", "")
        target = root / "previews" / name
        thumbs = root / "thumbs" / "default.png"
        # vigil: py.path-traversal
        data = target.read_bytes()
        # vigil-ok: py.path-traversal
        data += thumbs.read_bytes()
        safe = (root / "previews" / name).resolve()
        if not safe.is_relative_to(root):
            flask.abort(404)
        # vigil-ok: py.path-traversal
        data += safe.read_bytes()
        return flask.jsonify(size=len(data))

    @app.route("/portal/ping", methods=["GET"])
    def ping():
        host = request.headers.get("X-Probe-Host", "localhost")
        # vigil-ok: py.command-injection
        subprocess.run(["ping", "-c", "1", host], check=False)
        # vigil: py.command-injection
        subprocess.run(["/bin/sh", "-c", "ping -c 1 " + host], check=False)
        tool = request.args.get("tool", "ping")
        # vigil: py.command-injection
        subprocess.Popen([tool, "-c", "1", "localhost"])
        return "sent"

    @app.route("/portal/theme", methods=["GET"])
    def theme():
        choice = request.args.get("theme", "light")
        # vigil: py.trust-boundary
        flask.session["theme"] = choice
        # vigil-ok: py.trust-boundary
        flask.session["theme_set"] = True
        return "saved"

    @app.route("/portal/banner", methods=["GET"])
    def banner():
        note = request.args.get("note", "")
        settings.set("banner", "note", note)
        motd = settings.get("banner", "motd")
        # vigil-ok: py.command-injection
        os.system("logger " + motd)
        stored = settings.get("banner", "note")
        # vigil: py.command-injection
        os.system("logger " + stored)
        return "ok"
