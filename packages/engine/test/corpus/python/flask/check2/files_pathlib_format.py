"""File view: pathlib after format."""


from flask import request
from pathlib import Path


UPLOADS = "/srv/uploads"



def install(app):
    @app.route("/files/pathlib/format", methods=["GET", "POST"])
    def files_pathlib_format():
        items = request.args.getlist("item")
        param = items[0] if items else ""
        bar = "{}{}".format("", param)
        # vigil: py.path-traversal
        text = (Path(UPLOADS) / bar).read_text()
        return {"chars": len(text)}
