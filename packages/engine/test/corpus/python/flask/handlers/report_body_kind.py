"""Report views answering HTML built from request values."""
from flask import request

from shared import values


def init(app):
    @app.route("/xss/report-kind", methods=["POST"])
    def report_kind_view():
        param = request.form.get("body", "")
        record = values.as_record(param)
        RESPONSE = "<article>"
        RESPONSE += "<p>" + record["kind"] + "</p>"
        RESPONSE += "</article>"
        # vigil-ok: py.xss
        return RESPONSE
