"""Views storing digests of submitted credentials."""
import hashlib
from flask import request


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


def init(app):
    @app.route("/hash/digest-legacy", methods=["GET"])
    def digest_legacy_get():
        return digest_legacy_post()

    @app.route("/hash/digest-legacy", methods=["POST"])
    def digest_legacy_post():
        param = request.form.get("password", "")
        names = {"legacy": "md5", "current": "sha256"}
        algorithm = names["legacy"]
        # vigil-todo: py.weak-hash
        digest = hashlib.new(algorithm, param.encode("utf-8"))
        return store_credential(digest.hexdigest())
