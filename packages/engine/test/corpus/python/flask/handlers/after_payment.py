"""Views sending the browser on after an action."""
from flask import request


def init(app):
    @app.route("/redirect/after-payment", methods=["GET"])
    def after_payment_get():
        return after_payment_post()

    @app.route("/redirect/after-payment", methods=["POST"])
    def after_payment_post():
        param = request.args.get("value", "")
        bar = param
        # vigil: py.open-redirect
        return "", 302, {"Location": bar}
