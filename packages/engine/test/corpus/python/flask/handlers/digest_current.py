"""Views storing digests of submitted credentials."""
import hashlib
from flask import request


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


def init(app):
    @app.route("/hash/digest-current", methods=["GET"])
    def digest_current_get():
        return digest_current_post()

    @app.route("/hash/digest-current", methods=["POST"])
    def digest_current_post():
        param = request.form.get("password", "")
        names = {"algorithm": "md5"}
        names["algorithm"] = "sha256"
        # vigil-ok: py.weak-hash
        digest = hashlib.new(names["algorithm"], param.encode("utf-8"))
        return store_credential(digest.hexdigest())
