"""Views storing digests of submitted credentials."""
import configparser
import hashlib
from flask import request


CONFIG_FILE = "/srv/app/crypto.ini"


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


def init(app):
    @app.route("/hash/digest-properties", methods=["GET"])
    def digest_properties_get():
        return digest_properties_post()

    @app.route("/hash/digest-properties", methods=["POST"])
    def digest_properties_post():
        param = request.form.get("password", "")
        conf = configparser.ConfigParser()
        conf.read(CONFIG_FILE)
        algorithm = conf.get("digest", "algorithm", fallback="md5")
        # vigil: py.weak-hash
        digest = hashlib.new(algorithm, param.encode("utf-8"))
        return store_credential(digest.hexdigest())
