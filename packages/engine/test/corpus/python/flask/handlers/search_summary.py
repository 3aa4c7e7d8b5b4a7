"""Echo views answering HTML built from request values."""
import configparser
from flask import Blueprint
from flask import make_response
from flask import request


bp = Blueprint("search_summary", __name__)


@bp.post("/xss/search-summary")
def search_summary():
    tags = request.args.getlist("tag")
    param = tags[0] if tags else ""
    conf = configparser.ConfigParser()
    conf.add_section("scratch")
    conf.set("scratch", "entry", param)
    bar = conf.get("scratch", "entry")
    # vigil: py.xss
    resp = make_response("Result: %s" % bar)
    resp.headers["X-Frame-Options"] = "DENY"
    return resp
