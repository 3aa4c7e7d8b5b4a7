"""Hint cookie view: plain after listcomp filter."""


from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("hints_plain_listcomp_filter", __name__)


@bp.route("/hints/plain/listcomp-filter", methods=["GET", "POST"])
def hints_plain_listcomp_filter():
    param = request.headers.get("X-Trace-Label", "")
    values = [v for v in ["spare", param] if v == "spare"]
    bar = values[0]
    resp = make_response({"ok": True})
    # vigil: py.cookie-insecure
    resp.set_cookie("session_hint", bar)
    return resp
