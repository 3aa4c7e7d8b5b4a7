"""File view: send file after dataclass kind."""


from flask import request
from flask import send_file


UPLOADS = "/srv/uploads"


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


def files_send_file_dataclass_kind(name):
    param = name
    bar = Entry(param).kind
    # vigil-ok: py.path-traversal
    return send_file(UPLOADS + "/" + bar)


def register(app):
    app.add_url_rule("/files/send-file/dataclass-kind/<name>", view_func=files_send_file_dataclass_kind, methods=["GET", "POST"])
