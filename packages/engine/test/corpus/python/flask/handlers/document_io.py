"""Attachment views reading stored files."""
import io
from flask import Flask
from flask import request
from flask.views import MethodView


BASE_DIR = "/srv/app/uploads/"


app = Flask(__name__)


class DocumentIoView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        parts = []
        for piece in param.split(","):
            parts.append(piece)
        bar = ",".join(parts)
        # vigil: py.path-traversal
        with io.open(BASE_DIR + bar, "rb") as handle:
            return "size " + str(len(handle.read()))


app.add_url_rule("/path/document-io", view_func=DocumentIoView.as_view("document_io"))
