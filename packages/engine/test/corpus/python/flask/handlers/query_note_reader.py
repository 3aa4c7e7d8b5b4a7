"""Views reading the request through shared readers."""
from flask import Flask
from flask import request

from shared.reading import read_value

app = Flask(__name__)


@app.route("/xss/query-note-reader", methods=["GET"])
def query_note_reader():
    bar = read_value(request, "note")
    # vigil: py.xss
    return "<blockquote>" + bar + "</blockquote>"
