"""File view: safe join after join."""


from flask import request
from flask import send_file
from werkzeug.security import safe_join


UPLOADS = "/srv/uploads"


def init(app):
    @app.route("/files/safe-join/join", methods=["POST"])
    def files_safe_join_join():
        param = request.form.get("note", "none")
        parts = ["", param]
        bar = "".join(parts)
        target = safe_join(UPLOADS, bar)
        if target is None:
            return {"error": "bad name"}, 400
        # vigil-ok: py.path-traversal
        return send_file(target)
