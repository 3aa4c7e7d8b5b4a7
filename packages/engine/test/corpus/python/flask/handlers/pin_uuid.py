"""Views issuing tokens."""
import uuid
from flask import Flask
from flask import make_response


app = Flask(__name__)


def pin_uuid():
    resp = make_response("ok")
    # vigil-ok: py.insecure-random
    pin = uuid.uuid4().hex
    resp.set_cookie("pin", pin, secure=True, httponly=True)
    return resp


app.add_url_rule("/rand/pin-uuid", "pin_uuid", pin_uuid, methods=["GET", "POST"])
