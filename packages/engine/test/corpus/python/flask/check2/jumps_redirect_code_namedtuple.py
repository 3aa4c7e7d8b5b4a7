"""Jump view: redirect code after namedtuple."""


import flask
from flask import request


from collections import namedtuple

Pair = namedtuple("Pair", ["left", "right"])


def jumps_redirect_code_namedtuple():
    param = request.headers.get("X-Trace-Label", "")
    bar = Pair("steady", param).right
    target = "" + bar
    # vigil: py.open-redirect
    return flask.redirect(target, code=303)


def register(app):
    app.add_url_rule("/jumps/redirect-code/namedtuple", view_func=jumps_redirect_code_namedtuple, methods=["GET", "POST"])
