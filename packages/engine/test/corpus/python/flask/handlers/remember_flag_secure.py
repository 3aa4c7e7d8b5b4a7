"""Views remembering client choices in cookies."""
from flask import Flask
from flask import make_response
from flask import request
from flask.views import MethodView


app = Flask(__name__)


class RememberFlagSecureView(MethodView):
    def post(self):
        param = request.form.get("comment", "")
        store = {"first": "fixed", "second": param}
        bar = store["second"]
        resp = make_response("saved")
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("preference", bar, secure=True, httponly=True, samesite="Lax")
        return resp


app.add_url_rule("/cookie/remember-flag-secure", view_func=RememberFlagSecureView.as_view("remember_flag_secure"))
