"""Views reading the request through readers of the file."""
import os

from flask import Blueprint
from flask import request

bp = Blueprint("size_local_reader_default", __name__)
FILES = "/srv/app/files/"


class QueryReader:
    def __init__(self, req):
        self.req = req

    def value(self, name):
        return self.req.args.get(name, "")

    def default(self, name):
        return "index.txt"


@bp.get("/path/size-local-reader-default")
def size_local_reader_default():
    reader = QueryReader(request)
    bar = reader.default("file")
    # vigil-ok: py.path-traversal
    return "size " + str(os.path.getsize(FILES + bar))
