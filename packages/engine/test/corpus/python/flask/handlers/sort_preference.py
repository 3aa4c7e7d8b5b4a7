"""Views keeping client choices in the session."""
import flask
from flask import Blueprint
from flask import request


bp = Blueprint("sort_preference", __name__)


@bp.post("/trust/sort-preference")
def sort_preference():
    param = request.form.get("comment", "")
    pick = "WXYZ"[2]
    if pick == "W":
        bar = "north"
    elif pick == "Y":
        bar = param
    else:
        bar = "south"
    # vigil: py.trust-boundary
    flask.session["prefs"] = {"sort": bar}
    return "stored"
