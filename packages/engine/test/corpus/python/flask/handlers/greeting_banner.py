"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/xss/greeting-banner", methods=["GET", "POST"])
def greeting_banner():
    param = request.cookies.get("last_choice", "none")
    limit = 97
    bar = param if limit * 3 - 50 > 200 else "fallback"
    # vigil: py.xss
    return f"<h2>Welcome back, {bar}</h2>"
