"""Views reading the request through shared readers."""
from flask import Flask
from flask import request

from shared.reading import read_fixed

app = Flask(__name__)


@app.route("/xss/query-note-reader-fixed", methods=["GET"])
def query_note_reader_fixed():
    bar = read_fixed(request, "note")
    # vigil-ok: py.xss
    return "<blockquote>" + bar + "</blockquote>"
