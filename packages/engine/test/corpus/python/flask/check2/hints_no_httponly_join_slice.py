"""Hint cookie view: no httponly after join slice."""


from flask import make_response
from flask import request



def install(app):
    @app.route("/hints/no-httponly/join-slice", methods=["GET", "POST"])
    def hints_no_httponly_join_slice():
        param = request.values.get("entry") or ""
        parts = ["stable", param]
        bar = "".join(parts[:1])
        resp = make_response({"ok": True})
        # vigil: py.cookie-insecure
        resp.set_cookie("auth_hint", bar, secure=False, httponly=False)
        return resp
