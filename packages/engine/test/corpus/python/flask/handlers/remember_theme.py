"""Views remembering client choices in cookies."""
from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("remember_theme", __name__)


@bp.post("/cookie/remember-theme")
def remember_theme():
    param = request.headers.get("X-Client-Note", "")
    bar = "{}".format(param)
    resp = make_response("saved")
    # a preference cookie with default flags holds nothing to steal
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("preference", bar)
    return resp
