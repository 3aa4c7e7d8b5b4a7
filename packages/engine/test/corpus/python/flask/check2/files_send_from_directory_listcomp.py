"""File view: send from directory after listcomp."""


from flask import request
from flask import send_from_directory


UPLOADS = "/srv/uploads"



def install(app):
    @app.route("/files/send-from-directory/listcomp", methods=["GET", "POST"])
    def files_send_from_directory_listcomp():
        param = request.values.get("entry") or ""
        values = [v.strip() for v in [param, "spare"]]
        bar = values[0]
        # vigil-ok: py.path-traversal
        return send_from_directory(UPLOADS, bar)
