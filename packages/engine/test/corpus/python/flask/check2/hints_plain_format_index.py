"""Hint cookie view: plain after format index."""


from flask import make_response
from flask import request


def init(app):
    @app.route("/hints/plain/format-index", methods=["POST"])
    def hints_plain_format_index():
        param = request.form.get("note", "none")
        bar = "{0}".format("constant", param)
        resp = make_response({"ok": True})
        # vigil: py.cookie-insecure
        resp.set_cookie("session_hint", bar)
        return resp
