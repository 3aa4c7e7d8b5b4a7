"""Echo views answering HTML built from request values."""
from flask import request


def register(bp):
    @bp.route("/xss/badge-markup", methods=["GET", "POST"])
    def badge_markup():
        param = request.headers.get("X-Client-Note", "")
        store = {"entry": param}
        store["entry"] = "replaced"
        bar = store["entry"]
        RESPONSE = ""
        RESPONSE += "<p>Saved note: "
        RESPONSE += bar
        RESPONSE += "</p>"
        # vigil-ok: py.xss
        return RESPONSE
