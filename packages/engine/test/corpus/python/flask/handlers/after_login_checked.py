"""Views sending the browser on after an action."""
from django.utils.http import url_has_allowed_host_and_scheme
from flask import redirect
from flask import request


def init(app):
    @app.route("/redirect/after-login-checked", methods=["GET"])
    def after_login_checked_get():
        return after_login_checked_post()

    @app.route("/redirect/after-login-checked", methods=["POST"])
    def after_login_checked_post():
        param = request.args.get("value", "")
        bar = param
        if not url_has_allowed_host_and_scheme(bar, allowed_hosts={"shop.example.org"}):
            bar = "/"
        # vigil-ok: py.open-redirect
        return redirect(bar)
