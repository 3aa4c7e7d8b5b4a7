"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/xss/greeting-banner-fixed", methods=["GET", "POST"])
def greeting_banner_fixed():
    param = request.cookies.get("last_choice", "none")
    level = 12
    if level * 4 < 100:
        bar = "static-value"
    else:
        bar = param
    # vigil-ok: py.xss
    return f"<h2>Welcome back, {bar}</h2>"
