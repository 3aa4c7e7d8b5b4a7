"""Report views answering HTML built from request values."""
from flask import Flask
from flask import request

from shared.values import make_step

app = Flask(__name__)


@app.route("/xss/report-title-factory", methods=["GET"])
def report_title_factory():
    param = request.args.get("title", "")
    step = make_step("echo")
    bar = step.apply(param)
    # vigil: py.xss
    return "<h1>" + bar + "</h1>"
