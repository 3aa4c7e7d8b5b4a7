"""Views sending the browser on after an action."""
from flask import Blueprint
from flask import redirect
from flask import request
from flask import url_for


bp = Blueprint("after_profile", __name__)


@bp.post("/redirect/after-profile")
def after_profile():
    param = request.form.get("comment", "")
    bar = param
    # vigil-ok: py.open-redirect
    return redirect(url_for("profile", name=bar))
