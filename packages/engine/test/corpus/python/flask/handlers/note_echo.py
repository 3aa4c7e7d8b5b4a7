"""Echo views answering HTML built from request values."""
from flask import request


def init(app):
    @app.route("/xss/note-echo", methods=["GET"])
    def note_echo_get():
        return note_echo_post()

    @app.route("/xss/note-echo", methods=["POST"])
    def note_echo_post():
        param = request.form.get("comment", "")
        values = ["alpha", param, "omega"]
        values.pop(0)
        bar = values[0]
        RESPONSE = ""
        RESPONSE += "<p>Saved note: "
        RESPONSE += bar
        RESPONSE += "</p>"
        # vigil: py.xss
        return RESPONSE
