"""File view: remove after pop other."""


import os
from flask import request
from flask.views import MethodView


UPLOADS = "/srv/uploads"


class FilesRemovePopOtherView(MethodView):
    def post(self):
        param = request.args.get("term", "")
        store = {"keep": "steady", "drop": param}
        store.pop("drop")
        bar = store.get("keep", "")
        # vigil-ok: py.path-traversal
        os.remove(f"{UPLOADS}/{bar}")
        return {"removed": True}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/files/remove/pop-other", view_func=FilesRemovePopOtherView.as_view("files_remove_pop_other"))
