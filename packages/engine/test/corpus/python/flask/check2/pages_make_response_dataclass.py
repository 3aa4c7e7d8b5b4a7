"""Page view: make response after dataclass."""


from flask import make_response
from flask import request
from flask.views import MethodView


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


class PagesMakeResponseDataclassView(MethodView):
    def post(self):
        param = request.values.get("entry") or ""
        bar = Entry(param).text
        # vigil: py.xss
        resp = make_response("<h2>{}</h2>".format(bar))
        return resp

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/pages/make-response/dataclass", view_func=PagesMakeResponseDataclassView.as_view("pages_make_response_dataclass"))
