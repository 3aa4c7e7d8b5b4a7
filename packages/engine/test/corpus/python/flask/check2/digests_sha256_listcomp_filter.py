"""Digest view: sha256 after listcomp filter."""


import hashlib
from flask import Blueprint
from flask import request


bp = Blueprint("digests_sha256_listcomp_filter", __name__)


@bp.get("/digests/sha256/listcomp-filter")
def digests_sha256_listcomp_filter():
    param = request.form["title"]
    values = [v for v in ["spare", param] if v == "spare"]
    bar = values[0]
    # vigil-ok: py.weak-hash
    digest = hashlib.sha256(bar.encode("utf-8")).hexdigest()
    return {"digest": digest}
