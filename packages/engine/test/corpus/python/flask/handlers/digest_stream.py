"""Views storing digests of submitted credentials."""
import hashlib
from flask import Blueprint
from flask import request


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


bp = Blueprint("digest_stream", __name__)


@bp.post("/hash/digest-stream")
def digest_stream():
    param = request.headers.get("X-Api-Secret", "")
    # vigil: py.weak-hash
    digest = hashlib.md5()
    digest.update(param.encode("utf-8"))
    return store_credential(digest.hexdigest())
