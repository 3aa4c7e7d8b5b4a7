import marshal
import pickle

import redis
from flask import Blueprint, request, session

bp = Blueprint("cache", __name__)
r = redis.Redis(host="cache.internal")


@bp.route("/cache/restore", methods=["POST"])
def restore():
    # vigil: py.insecure-deserialization
    obj = marshal.loads(request.get_data())
    return {"type": type(obj).__name__}


@bp.route("/cart")
def cart():
    raw = request.cookies.get("cart")
    # vigil: py.insecure-deserialization
    items = pickle.loads(bytes.fromhex(raw)) if raw else []
    return {"items": len(items)}


@bp.route("/cart/v2")
def cart_v2():
    key = "cart:%s" % session.get("uid", "anon")
    blob = r.get(key)
    # vigil-ok: py.insecure-deserialization
    items = pickle.loads(blob) if blob else []
    return {"items": len(items)}
