"""Page view: plain after nested static."""


from flask import Blueprint
from flask import Response
from flask import request


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return value.strip()


bp = Blueprint("pages_plain_nested_static", __name__)


@bp.route("/pages/plain/nested-static", methods=["GET", "POST"])
def pages_plain_nested_static():
    param = request.form.get("note", "none")
    bar = Outer.Inner.pick(param)
    # vigil-ok: py.xss
    return Response("Result: " + bar, mimetype="text/plain")
