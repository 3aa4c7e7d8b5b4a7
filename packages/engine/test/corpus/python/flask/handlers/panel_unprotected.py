"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import make_response
from flask import request
from flask.views import MethodView


app = Flask(__name__)


class PanelUnprotectedView(MethodView):
    def post(self):
        param = request.headers.get("X-Client-Note", "")
        picked = [p for p in [param, "x"] if p]
        bar = picked[0]
        # vigil: py.xss
        resp = make_response(f"<p>{bar}</p>")
        resp.headers["X-XSS-Protection"] = "0"
        return resp


app.add_url_rule("/xss/panel-unprotected", view_func=PanelUnprotectedView.as_view("panel_unprotected"))
