"""Views storing digests of submitted credentials."""
import configparser
import hashlib
from flask import Flask
from flask import request


SETTINGS = "[digest]\nname = sha1\n"


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


app = Flask(__name__)


@app.route("/hash/digest-configured", methods=["GET", "POST"])
def digest_configured():
    param = request.args.get("password", "")
    conf = configparser.ConfigParser()
    conf.read_string(SETTINGS)
    algorithm = conf.get("digest", "name")
    # vigil-todo: py.weak-hash
    digest = hashlib.new(algorithm)
    digest.update(param.encode("utf-8"))
    return store_credential(digest.hexdigest())
