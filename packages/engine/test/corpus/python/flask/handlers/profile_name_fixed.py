"""Views keeping client choices in the session."""
from flask import request
from flask import session


def init(app):
    @app.route("/trust/profile-name-fixed", methods=["GET"])
    def profile_name_fixed_get():
        return profile_name_fixed_post()

    @app.route("/trust/profile-name-fixed", methods=["POST"])
    def profile_name_fixed_post():
        param = request.form.get("comment", "")
        store = {"entry": param}
        store["entry"] = "replaced"
        bar = store["entry"]
        # vigil-ok: py.trust-boundary
        session["display_name"] = bar
        return "stored"
