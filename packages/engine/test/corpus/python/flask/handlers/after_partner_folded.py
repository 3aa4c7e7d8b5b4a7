"""Views sending the browser on after an action."""
from flask import Flask
from flask import make_response
from flask import request


app = Flask(__name__)


def after_partner_folded():
    param = request.cookies.get("last_choice", "none")
    pick = "WXYZ"[0]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    resp = make_response("", 302)
    # vigil-ok: py.open-redirect
    resp.headers["Location"] = bar
    return resp


app.add_url_rule("/redirect/after-partner-folded", "after_partner_folded", after_partner_folded, methods=["GET", "POST"])
