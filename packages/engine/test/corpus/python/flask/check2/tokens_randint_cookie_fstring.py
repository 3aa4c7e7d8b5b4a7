"""Token view: randint cookie after fstring."""


import random
from flask import make_response
from flask import request
from flask.views import MethodView


class TokensRandintCookieFstringView(MethodView):
    def post(self):
        param = request.form["title"]
        bar = f"{param}"
        resp = make_response({"label": bar[:0]})
        # vigil: py.insecure-random
        resp.set_cookie("sid", str(random.randint(10**8, 10**9)), secure=True, httponly=True, samesite="Lax")
        return resp

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/tokens/randint-cookie/fstring", view_func=TokensRandintCookieFstringView.as_view("tokens_randint_cookie_fstring"))
