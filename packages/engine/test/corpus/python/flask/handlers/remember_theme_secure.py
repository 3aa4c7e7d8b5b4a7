"""Views remembering client choices in cookies."""
from flask import Flask
from flask import make_response
from flask import request


app = Flask(__name__)


def remember_theme_secure():
    param = request.headers.get("X-Client-Note", "")
    bar = "{}".format(param)
    resp = make_response("saved")
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("preference", bar, secure=True, httponly=True, samesite="Lax")
    return resp


app.add_url_rule("/cookie/remember-theme-secure", "remember_theme_secure", remember_theme_secure, methods=["GET", "POST"])
