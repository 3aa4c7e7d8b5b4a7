"""Views sending the browser on after an action."""
from flask import Flask
from flask import redirect
from flask import request


app = Flask(__name__)


@app.route("/redirect/after-signup", methods=["GET", "POST"])
def after_signup():
    param = request.values.get("entry")
    if param is None:
        param = ""
    bar = "{}".format(param)
    # vigil: py.open-redirect
    return redirect("//" + bar + "/landing")
