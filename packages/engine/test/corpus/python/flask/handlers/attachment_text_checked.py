"""Attachment views reading stored files."""
import os
from flask import Flask
from flask import abort
from flask import request
from flask.views import MethodView


BASE_DIR = "/srv/app/uploads"


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


class AttachmentTextCheckedView(MethodView):
    def post(self):
        param = request.headers.get("X-Client-Note", "")
        bar = tidy(param)
        full = os.path.realpath(os.path.join(BASE_DIR, bar))
        if not full.startswith(BASE_DIR + os.sep):
            abort(403)
        # vigil-ok: py.path-traversal
        with open(full, "rb") as handle:
            return "size " + str(len(handle.read()))


app.add_url_rule("/path/attachment-text-checked", view_func=AttachmentTextCheckedView.as_view("attachment_text_checked"))
