"""Report views answering HTML built from request values."""
from flask import request

from shared import values


def init(app):
    @app.route("/xss/report-heading", methods=["POST"])
    def report_heading():
        param = request.form.get("heading", "")
        bar = values.markup_safe(param)
        RESPONSE = "<section>"
        RESPONSE += f"<h2>{bar}</h2>"
        RESPONSE += "</section>"
        # vigil-ok: py.xss
        return RESPONSE
