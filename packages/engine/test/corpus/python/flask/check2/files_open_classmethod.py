"""File view: open after classmethod."""


import os
from flask import request


UPLOADS = "/srv/uploads"


class Cleaner:
    prefix = ""

    @classmethod
    def apply(cls, value):
        return cls.prefix + value


def files_open_classmethod():
    param = request.headers.get("X-Trace-Label", "")
    bar = Cleaner.apply(param)
    target = os.path.join(UPLOADS, bar)
    # vigil: py.path-traversal
    with open(target, "rb") as fh:
        return {"bytes": len(fh.read())}


def register(app):
    app.add_url_rule("/files/open/classmethod", view_func=files_open_classmethod, methods=["GET", "POST"])
