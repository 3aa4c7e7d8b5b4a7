"""Attachment views reading stored files."""
import pathlib
from flask import request


BASE_DIR = "/srv/app/uploads"


def init(app):
    @app.route("/path/document-open", methods=["GET"])
    def document_open_get():
        return document_open_post()

    @app.route("/path/document-open", methods=["POST"])
    def document_open_post():
        param = request.args.get("value", "")
        bar = param
        # vigil: py.path-traversal
        with pathlib.Path(BASE_DIR).joinpath(bar).open() as handle:
            return "size " + str(len(handle.read()))
