"""Views keeping client choices in the session."""
import flask
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/trust/filter-memory", methods=["GET", "POST"])
def filter_memory():
    param = request.args.get("value", "")
    picked = [p for p in [param, "x"] if p]
    bar = picked[0]
    # vigil: py.trust-boundary
    flask.session["last_filter"] = bar
    return "stored"
