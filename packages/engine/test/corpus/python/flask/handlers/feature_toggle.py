"""Views keeping client choices in the session."""
from flask import request
from flask import session


def init(app):
    @app.route("/trust/feature-toggle", methods=["GET"])
    def feature_toggle_get():
        return feature_toggle_post()

    @app.route("/trust/feature-toggle", methods=["POST"])
    def feature_toggle_post():
        param = request.args.get("value", "")
        bar = param
        # vigil: py.trust-boundary
        session[bar] = "enabled"
        return "stored"
