"""Attachment views reading stored files."""
import codecs
from flask import Flask
from flask import request


BASE_DIR = "/srv/app/uploads/"


class Holder:
    def __init__(self, value):
        self.value = value

    def read(self):
        return self.value


app = Flask(__name__)


def attachment_legacy():
    param = request.values.get("entry")
    if param is None:
        param = ""
    bar = Holder(param).read()
    # vigil: py.path-traversal
    handle = codecs.open(BASE_DIR + bar, "r", "utf-8")
    size = len(handle.read())
    handle.close()
    return "size " + str(size)


app.add_url_rule("/path/attachment-legacy", "attachment_legacy", attachment_legacy, methods=["GET", "POST"])
