"""Hint cookie view: secure after tuple first."""


from flask import make_response
from flask import request
from flask.views import MethodView


class HintsSecureTupleFirstView(MethodView):
    def post(self):
        items = request.args.getlist("item")
        param = items[0] if items else ""
        first, second = "steady", param
        bar = first
        resp = make_response({"ok": True})
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("session_hint", bar, secure=True, httponly=True, samesite="Strict")
        return resp

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/hints/secure/tuple-first", view_func=HintsSecureTupleFirstView.as_view("hints_secure_tuple_first"))
