"""Digest view: blake2 after ternary false."""


import hashlib
from flask import request


def digests_blake2_ternary_false(name):
    param = name
    bar = param if (4 * 3) < 10 else "unused"
    # vigil-ok: py.weak-hash
    digest = hashlib.new("sha3_256", bar.encode("utf-8")).hexdigest()
    return {"digest": digest}


def register(app):
    app.add_url_rule("/digests/blake2/ternary-false/<name>", view_func=digests_blake2_ternary_false, methods=["GET", "POST"])
