"""Attachment views reading stored files."""
from flask import request
from flask import send_from_directory


BASE_DIR = "/srv/app/uploads"


def init(app):
    @app.route("/path/document-send-dir", methods=["GET"])
    def document_send_dir_get():
        return document_send_dir_post()

    @app.route("/path/document-send-dir", methods=["POST"])
    def document_send_dir_post():
        param = request.args.get("value", "")
        bar = param
        # vigil-ok: py.path-traversal
        return send_from_directory(BASE_DIR, bar)
