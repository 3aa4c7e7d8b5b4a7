"""Views sending the browser on after an action."""
from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("after_logout", __name__)


@bp.post("/redirect/after-logout")
def after_logout():
    param = request.form.get("comment", "")
    store = {"first": "fixed", "second": param}
    bar = store["second"]
    resp = make_response("", 302)
    # vigil: py.open-redirect
    resp.headers["Location"] = bar
    return resp
