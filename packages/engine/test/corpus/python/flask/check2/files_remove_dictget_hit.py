"""File view: remove after dictget hit."""


import os
from flask import request


UPLOADS = "/srv/uploads"


def init(app):
    @app.route("/files/remove/dictget-hit", methods=["POST"])
    def files_remove_dictget_hit():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        options = {"chosen": param, "other": "plain"}
        bar = options.get("chosen", "plain")
        # vigil: py.path-traversal
        os.remove(f"{UPLOADS}/{bar}")
        return {"removed": True}
