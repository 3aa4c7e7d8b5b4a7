"""Echo views answering HTML built from request values."""
import html
from flask import request


def init(app):
    @app.route("/xss/note-echo-escaped", methods=["GET"])
    def note_echo_escaped_get():
        return note_echo_escaped_post()

    @app.route("/xss/note-echo-escaped", methods=["POST"])
    def note_echo_escaped_post():
        param = request.form.get("comment", "")
        store = {"first": "fixed", "second": param}
        bar = store["second"]
        # vigil-ok: py.xss
        return "<p>Saved note: " + html.escape(bar) + "</p>"
