"""Views keeping client choices in the session."""
from flask import request
from flask import session


def init(app):
    @app.route("/trust/profile-name", methods=["GET"])
    def profile_name_get():
        return profile_name_post()

    @app.route("/trust/profile-name", methods=["POST"])
    def profile_name_post():
        param = request.form.get("comment", "")
        store = {"first": "fixed", "second": param}
        bar = store["second"]
        # vigil: py.trust-boundary
        session["display_name"] = bar
        return "stored"
