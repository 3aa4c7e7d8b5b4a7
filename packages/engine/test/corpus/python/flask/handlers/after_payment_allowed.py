"""Views sending the browser on after an action."""
from flask import redirect
from flask import request


def init(app):
    @app.route("/redirect/after-payment-allowed", methods=["GET"])
    def after_payment_allowed_get():
        return after_payment_allowed_post()

    @app.route("/redirect/after-payment-allowed", methods=["POST"])
    def after_payment_allowed_post():
        param = request.args.get("value", "")
        bar = param
        if bar not in ("/home", "/account", "/orders"):
            bar = "/home"
        # vigil-ok: py.open-redirect
        return redirect(bar)
