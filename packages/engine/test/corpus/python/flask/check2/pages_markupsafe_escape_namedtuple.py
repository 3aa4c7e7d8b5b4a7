"""Page view: markupsafe escape after namedtuple."""


from flask import request
from markupsafe import escape


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])



def install(app):
    @app.route("/pages/markupsafe-escape/namedtuple", methods=["GET", "POST"])
    def pages_markupsafe_escape_namedtuple():
        param = request.args.get("term", "")
        bar = Pair("steady", param).right
        # vigil-ok: py.xss
        return "<h2>{}</h2>".format(escape(bar))
