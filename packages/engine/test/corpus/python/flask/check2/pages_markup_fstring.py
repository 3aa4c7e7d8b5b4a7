"""Page view: markup after fstring."""


from flask import request
from markupsafe import Markup



def install(app):
    @app.route("/pages/markup/fstring", methods=["GET", "POST"])
    def pages_markup_fstring():
        param = request.cookies.get("pref", "")
        bar = f"{param}"
        # vigil: py.xss
        return Markup("<em>" + bar + "</em>")
