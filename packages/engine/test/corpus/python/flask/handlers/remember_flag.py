"""Views remembering client choices in cookies."""
from flask import Flask
from flask import make_response
from flask import request


app = Flask(__name__)


@app.route("/cookie/remember-flag", methods=["GET", "POST"])
def remember_flag():
    param = request.form.get("comment", "")
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    resp = make_response("saved")
    # vigil: py.cookie-insecure
    resp.set_cookie("preference", bar, secure=False, httponly=True)
    return resp
