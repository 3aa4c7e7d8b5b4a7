"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/xss/list-items", methods=["GET", "POST"])
def list_items():
    param = request.args.get("value", "")
    bar = param
    RESPONSE = ""
    RESPONSE += ("<li>" + bar + "</li>")
    # vigil: py.xss
    return RESPONSE, 200
