"""Views sending the browser on after an action."""
from flask import Flask
from flask import redirect
from flask import request
from flask.views import MethodView
from urllib.parse import urlparse


app = Flask(__name__)


class AfterLocalView(MethodView):
    def post(self):
        param = request.values.get("entry")
        if param is None:
            param = ""
        bar = param
        if urlparse(bar).netloc == "" and not bar.startswith("//"):
            # vigil-ok: py.open-redirect
            return redirect(bar)
        return redirect("/")


app.add_url_rule("/redirect/after-local", view_func=AfterLocalView.as_view("after_local"))
