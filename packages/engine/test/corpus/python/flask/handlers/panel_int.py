"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import abort
from flask import make_response
from flask import request


app = Flask(__name__)


def panel_int():
    param = request.args.get("value", "")
    try:
        bar = str(int(param))
    except ValueError:
        abort(400)
    # vigil-ok: py.xss
    resp = make_response(f"<p>{bar}</p>")
    resp.headers["X-XSS-Protection"] = "0"
    return resp


app.add_url_rule("/xss/panel-int", "panel_int", panel_int, methods=["GET", "POST"])
