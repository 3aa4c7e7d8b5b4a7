"""Hint cookie view: secure after pop other."""


from flask import make_response
from flask import request



def install(app):
    @app.route("/hints/secure/pop-other", methods=["GET", "POST"])
    def hints_secure_pop_other():
        param = request.form["title"]
        store = {"keep": "steady", "drop": param}
        store.pop("drop")
        bar = store.get("keep", "")
        resp = make_response({"ok": True})
        # vigil-ok: py.cookie-insecure
        resp.set_cookie("session_hint", bar, secure=True, httponly=True, samesite="Strict")
        return resp
