"""Token view: secrets after while loop."""


import secrets
from flask import request
from flask import session



def install(app):
    @app.route("/tokens/secrets/while-loop", methods=["GET", "POST"])
    def tokens_secrets_while_loop():
        param = request.args.get("term", "")
        bar = ""
        count = 0
        while count < 1:
            bar = bar + param
            count += 1
        # vigil-ok: py.insecure-random
        session["csrf"] = secrets.token_hex(16)
        return {"label": bar[:0]}
