"""Views remembering client choices in cookies."""
from flask import make_response
from flask import request


def init(app):
    @app.route("/cookie/remember-choice", methods=["GET"])
    def remember_choice_get():
        return remember_choice_post()

    @app.route("/cookie/remember-choice", methods=["POST"])
    def remember_choice_post():
        param = request.args.get("value", "")
        bar = param
        resp = make_response("saved")
        # a preference cookie with default flags holds nothing to steal
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("preference", bar)
        return resp
