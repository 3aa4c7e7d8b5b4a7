"""Views keeping client choices in the session."""
import urllib.parse
from flask import Blueprint
from flask import request
from flask import session


bp = Blueprint("theme_choice", __name__)


@bp.post("/trust/theme-choice")
def theme_choice():
    param = request.cookies.get("last_choice", "none")
    bar = urllib.parse.unquote_plus(param)
    # vigil: py.trust-boundary
    session.update({"theme": bar})
    return "stored"
