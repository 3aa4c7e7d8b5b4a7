"""Page view: response after config drop."""


from flask import Response
from flask import request
from flask.views import MethodView


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = drop\n")


class PagesResponseConfigDropView(MethodView):
    def post(self):
        param = request.form["title"]
        if SETTINGS.get("shaping", "mode") == "copy":
            bar = param
        else:
            bar = "unused"
        # vigil-ok: py.xss
        return Response("<div>%s</div>" % bar, mimetype="text/html")

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/pages/response/config-drop", view_func=PagesResponseConfigDropView.as_view("pages_response_config_drop"))
