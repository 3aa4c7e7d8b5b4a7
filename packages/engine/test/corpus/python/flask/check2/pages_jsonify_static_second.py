"""Page view: jsonify after static second."""


from flask import Blueprint
from flask import jsonify
from flask import request


class Shaper:
    @staticmethod
    def choose(first, second):
        return second


bp = Blueprint("pages_jsonify_static_second", __name__)


@bp.get("/pages/jsonify/static-second")
def pages_jsonify_static_second():
    param = request.values.get("entry") or ""
    bar = Shaper.choose("fallback", param)
    # vigil-ok: py.xss
    return jsonify(result=bar)
