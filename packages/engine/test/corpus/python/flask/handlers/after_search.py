"""Views sending the browser on after an action."""
from flask import Flask
from flask import redirect
from flask import request


app = Flask(__name__)


def after_search():
    param = request.cookies.get("last_choice", "none")
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    # vigil-ok: py.open-redirect
    return redirect("/search?q=" + bar)


app.add_url_rule("/redirect/after-search", "after_search", after_search, methods=["GET", "POST"])
