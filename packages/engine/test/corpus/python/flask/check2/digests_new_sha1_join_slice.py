"""Digest view: new sha1 after join slice."""


import hashlib
from flask import Blueprint
from flask import request


bp = Blueprint("digests_new_sha1_join_slice", __name__)


@bp.route("/digests/new-sha1/join-slice", methods=["GET", "POST"])
def digests_new_sha1_join_slice():
    param = request.get_data(as_text=True)
    parts = ["stable", param]
    bar = "".join(parts[:1])
    # vigil-todo: py.weak-hash
    digest = hashlib.new("sha1", bar.encode("utf-8")).hexdigest()
    return {"digest": digest}
