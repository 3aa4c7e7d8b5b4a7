"""Views reading the request through shared readers."""
from flask import request
from flask import session

from shared import reading


def init(app):
    @app.route("/trust/form-owner-reader", methods=["POST"])
    def form_owner_reader():
        reader = reading.RequestReader(request)
        bar = reader.value("owner")
        # vigil: py.trust-boundary
        session["owner"] = bar
        return "stored"
