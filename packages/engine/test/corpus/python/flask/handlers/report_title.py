"""Report views answering HTML built from request values."""
from flask import Flask
from flask import request

from shared.values import Echo

app = Flask(__name__)


@app.route("/xss/report-title", methods=["GET"])
def report_title():
    param = request.args.get("title", "")
    bar = Echo().apply(param)
    # vigil: py.xss
    return "<h1>" + bar + "</h1>"
