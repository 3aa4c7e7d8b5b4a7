"""Digest view: md5 after format index."""


import hashlib
from flask import request



def install(app):
    @app.route("/digests/md5/format-index", methods=["GET", "POST"])
    def digests_md5_format_index():
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = "{0}".format("constant", param)
        # vigil-todo: py.weak-hash
        digest = hashlib.md5(bar.encode("utf-8")).hexdigest()
        return {"digest": digest}
