"""Views sending the browser on after an action."""
from flask import Flask
from flask import redirect
from flask import request


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


@app.route("/redirect/after-partner", methods=["GET", "POST"])
def after_partner():
    param = request.args.get("value", "")
    bar = tidy(param)
    if "shop.example.org" in bar:
        # vigil: py.open-redirect
        return redirect(bar)
    return redirect("/")
