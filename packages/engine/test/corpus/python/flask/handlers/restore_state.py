"""Views restoring client state."""
import base64
import pickle
from flask import request


def init(app):
    @app.route("/deser/restore-state", methods=["GET"])
    def restore_state_get():
        return restore_state_post()

    @app.route("/deser/restore-state", methods=["POST"])
    def restore_state_post():
        param = request.cookies.get("last_choice", "none")
        bar = param
        # vigil: py.insecure-deserialization
        obj = pickle.loads(base64.b64decode(bar))
        return "type " + type(obj).__name__
