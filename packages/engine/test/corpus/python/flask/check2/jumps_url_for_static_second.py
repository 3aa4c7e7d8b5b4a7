"""Jump view: url for after static second."""


from flask import Blueprint
from flask import redirect, url_for
from flask import request


class Shaper:
    @staticmethod
    def choose(first, second):
        return second


bp = Blueprint("jumps_url_for_static_second", __name__)


@bp.get("/jumps/url-for/static-second")
def jumps_url_for_static_second():
    param = request.form["title"]
    bar = Shaper.choose("fallback", param)
    # vigil-ok: py.open-redirect
    return redirect(url_for("profile", tab=bar))
