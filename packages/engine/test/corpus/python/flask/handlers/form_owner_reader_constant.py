"""Views reading the request through shared readers."""
from flask import request
from flask import session

from shared import reading


def init(app):
    @app.route("/trust/form-owner-reader-constant", methods=["POST"])
    def form_owner_reader_constant():
        reader = reading.RequestReader(request)
        bar = reader.constant("owner")
        # vigil-ok: py.trust-boundary
        session["owner"] = bar
        return "stored"
