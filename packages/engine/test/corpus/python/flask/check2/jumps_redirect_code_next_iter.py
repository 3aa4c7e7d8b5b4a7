"""Jump view: redirect code after next iter."""


import flask
from flask import Blueprint
from flask import request


bp = Blueprint("jumps_redirect_code_next_iter", __name__)


@bp.route("/jumps/redirect-code/next-iter", methods=["GET", "POST"])
def jumps_redirect_code_next_iter():
    param = request.form.get("note", "none")
    bar = next(iter([param, "later"]))
    target = "" + bar
    # vigil: py.open-redirect
    return flask.redirect(target, code=303)
