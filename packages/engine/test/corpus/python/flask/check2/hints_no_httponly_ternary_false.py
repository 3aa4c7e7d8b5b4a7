"""Hint cookie view: no httponly after ternary false."""


from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("hints_no_httponly_ternary_false", __name__)


@bp.get("/hints/no-httponly/ternary-false")
def hints_no_httponly_ternary_false():
    param = request.cookies.get("pref", "")
    bar = param if (4 * 3) < 10 else "unused"
    resp = make_response({"ok": True})
    # vigil: py.cookie-insecure
    resp.set_cookie("auth_hint", bar, secure=False, httponly=False)
    return resp
