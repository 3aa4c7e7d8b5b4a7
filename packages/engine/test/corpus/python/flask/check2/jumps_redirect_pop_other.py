"""Jump view: redirect after pop other."""


from flask import redirect
from flask import request


def init(app):
    @app.route("/jumps/redirect/pop-other", methods=["POST"])
    def jumps_redirect_pop_other():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        store = {"keep": "steady", "drop": param}
        store.pop("drop")
        bar = store.get("keep", "")
        # vigil-ok: py.open-redirect
        return redirect(bar)
