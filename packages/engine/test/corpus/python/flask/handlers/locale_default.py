"""Views keeping client choices in the session."""
import base64
from flask import Flask
from flask import request
from flask import session


app = Flask(__name__)


@app.route("/trust/locale-default", methods=["GET", "POST"])
def locale_default():
    param = request.headers.get("X-Client-Note", "")
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    # vigil: py.trust-boundary
    session.setdefault("locale", bar)
    return "stored"
