"""Views sending the browser on after an action."""
from flask import Flask
from flask import redirect
from flask import request
from flask.views import MethodView
from urllib.parse import urlparse


app = Flask(__name__)


class AfterLogoutLocalView(MethodView):
    def post(self):
        param = request.form.get("comment", "")
        store = {"first": "fixed", "second": param}
        bar = store["second"]
        target = urlparse(bar)
        if target.netloc != "" or target.scheme != "":
            return redirect("/")
        # vigil-ok: py.open-redirect
        return redirect(bar)


app.add_url_rule("/redirect/after-logout-local", view_func=AfterLogoutLocalView.as_view("after_logout_local"))
