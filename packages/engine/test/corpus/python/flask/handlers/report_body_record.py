"""Report views answering HTML built from request values."""
from flask import request

from shared import values


def init(app):
    @app.route("/xss/report-body", methods=["POST"])
    def report_body():
        param = request.form.get("body", "")
        record = values.as_record(param)
        RESPONSE = "<article>"
        RESPONSE += "<p>" + record["given"] + "</p>"
        RESPONSE += "<p>" + record["kind"] + "</p>"
        RESPONSE += "</article>"
        # vigil: py.xss
        return RESPONSE
