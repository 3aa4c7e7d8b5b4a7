"""Views sending the browser on after an action."""
from flask import redirect
from flask import request


def register(bp):
    @bp.route("/redirect/after-signup-folded", methods=["GET", "POST"])
    def after_signup_folded():
        param = request.headers.get("X-Client-Note", "")
        values = [param, "kept", "other"]
        values.pop(0)
        bar = values[0]
        # vigil-ok: py.open-redirect
        return redirect(bar)
