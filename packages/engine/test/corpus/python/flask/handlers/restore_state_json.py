"""Views restoring client state."""
import json
from flask import request


def init(app):
    @app.route("/deser/restore-state-json", methods=["GET"])
    def restore_state_json_get():
        return restore_state_json_post()

    @app.route("/deser/restore-state-json", methods=["POST"])
    def restore_state_json_post():
        param = request.cookies.get("last_choice", "none")
        bar = param
        # vigil-ok: py.insecure-deserialization
        obj = json.loads(bar)
        return "type " + type(obj).__name__
