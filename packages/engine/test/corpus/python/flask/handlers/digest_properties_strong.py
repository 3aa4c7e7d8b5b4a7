"""Views storing digests of submitted credentials."""
import configparser
import hashlib
from flask import Flask
from flask import request


CONFIG_FILE = "/srv/app/crypto.ini"


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


app = Flask(__name__)


@app.route("/hash/digest-properties-strong", methods=["GET", "POST"])
def digest_properties_strong():
    param = request.form.get("password", "")
    conf = configparser.ConfigParser()
    conf.read(CONFIG_FILE)
    algorithm = conf.get("digest", "algorithm", fallback="sha256")
    # vigil-ok: py.weak-hash
    digest = hashlib.new(algorithm, param.encode("utf-8"))
    return store_credential(digest.hexdigest())
