"""Views sending the browser on after an action."""
from flask import redirect
from flask import request


def init(app):
    @app.route("/redirect/after-login", methods=["GET"])
    def after_login_get():
        return after_login_post()

    @app.route("/redirect/after-login", methods=["POST"])
    def after_login_post():
        param = request.args.get("value", "")
        bar = param
        # vigil: py.open-redirect
        return redirect(bar)
