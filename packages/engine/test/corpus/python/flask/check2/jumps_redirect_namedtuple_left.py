"""Jump view: redirect after namedtuple left."""


from flask import Blueprint
from flask import redirect
from flask import request


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


bp = Blueprint("jumps_redirect_namedtuple_left", __name__)


@bp.route("/jumps/redirect/namedtuple-left", methods=["GET", "POST"])
def jumps_redirect_namedtuple_left():
    param = request.get_data(as_text=True)
    bar = Pair("steady", param).left
    # vigil-ok: py.open-redirect
    return redirect(bar)
