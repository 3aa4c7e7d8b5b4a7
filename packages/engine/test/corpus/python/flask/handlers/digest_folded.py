"""Views storing digests of submitted credentials."""
import hashlib
from flask import Flask
from flask import request
from flask.views import MethodView


def store_credential(value):
    with open("/srv/app/credentials.txt", "a", encoding="utf-8") as out:
        out.write(value + "\n")
    return "stored"


app = Flask(__name__)


class DigestFoldedView(MethodView):
    def post(self):
        param = request.form.get("password", "")
        algorithm = "sha1" if 5 > 9 else "sha512"
        # vigil-ok: py.weak-hash
        digest = hashlib.new(algorithm)
        digest.update(param.encode("utf-8"))
        return store_credential(digest.hexdigest())


app.add_url_rule("/hash/digest-folded", view_func=DigestFoldedView.as_view("digest_folded"))
