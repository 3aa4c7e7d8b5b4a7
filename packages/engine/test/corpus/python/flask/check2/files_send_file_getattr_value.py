"""File view: send file after getattr value."""


from flask import request
from flask import send_file
from flask.views import MethodView


UPLOADS = "/srv/uploads"


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


class FilesSendFileGetattrValueView(MethodView):
    def post(self):
        param = request.cookies.get("pref", "")
        bar = getattr(Box(param), "value")
        # vigil: py.path-traversal
        return send_file(UPLOADS + "/" + bar)

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/files/send-file/getattr-value", view_func=FilesSendFileGetattrValueView.as_view("files_send_file_getattr_value"))
