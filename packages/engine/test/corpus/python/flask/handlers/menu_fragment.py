"""Echo views answering HTML built from request values."""
import urllib.parse
from flask import request


def init(app):
    @app.route("/xss/menu-fragment", methods=["GET"])
    def menu_fragment_get():
        return menu_fragment_post()

    @app.route("/xss/menu-fragment", methods=["POST"])
    def menu_fragment_post():
        param = request.form.get("comment", "")
        bar = urllib.parse.unquote_plus(param)
        page = "<ul>%s</ul>"
        # vigil: py.xss
        return page % bar
