"""Jump view: redirect code after overwrite method."""


import flask
from flask import request


class Holder:
    def __init__(self, value):
        self.value = value

    def reset(self):
        self.value = "reset"
        return self



def install(app):
    @app.route("/jumps/redirect-code/overwrite-method", methods=["GET", "POST"])
    def jumps_redirect_code_overwrite_method():
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = Holder(param).reset().value
        target = "" + bar
        # vigil-ok: py.open-redirect
        return flask.redirect(target, code=303)
