"""Digest view: new sha1 after dictget miss."""


import hashlib
from flask import request


def init(app):
    @app.route("/digests/new-sha1/dictget-miss", methods=["POST"])
    def digests_new_sha1_dictget_miss():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        options = {"chosen": param}
        bar = options.get("missing", "plain")
        # vigil-todo: py.weak-hash
        digest = hashlib.new("sha1", bar.encode("utf-8")).hexdigest()
        return {"digest": digest}
