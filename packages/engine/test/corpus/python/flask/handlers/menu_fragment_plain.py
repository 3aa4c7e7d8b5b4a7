"""Echo views answering HTML built from request values."""
import urllib.parse
from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("menu_fragment_plain", __name__)


@bp.post("/xss/menu-fragment-plain")
def menu_fragment_plain():
    param = request.form.get("comment", "")
    bar = urllib.parse.unquote_plus(param)
    # vigil-ok: py.xss
    resp = make_response(bar)
    resp.headers["Content-Type"] = "text/plain; charset=utf-8"
    return resp
