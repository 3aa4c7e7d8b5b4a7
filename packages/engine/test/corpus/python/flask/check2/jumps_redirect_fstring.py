"""Jump view: redirect after fstring."""


from flask import redirect
from flask import request



def install(app):
    @app.route("/jumps/redirect/fstring", methods=["GET", "POST"])
    def jumps_redirect_fstring():
        param = request.args.get("term", "")
        bar = f"{param}"
        # vigil: py.open-redirect
        return redirect(bar)
