"""Digest view: blake2 after tuple first."""


import hashlib
from flask import request


def init(app):
    @app.route("/digests/blake2/tuple-first", methods=["POST"])
    def digests_blake2_tuple_first():
        param = request.form.get("note", "none")
        first, second = "steady", param
        bar = first
        # vigil-ok: py.weak-hash
        digest = hashlib.new("sha3_256", bar.encode("utf-8")).hexdigest()
        return {"digest": digest}
