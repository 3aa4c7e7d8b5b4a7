"""Jump view: quoted after getattr value."""


from flask import redirect
from flask import request
from flask.views import MethodView
from urllib.parse import quote


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


class JumpsQuotedGetattrValueView(MethodView):
    def post(self):
        param = request.args.get("term", "")
        bar = getattr(Box(param), "value")
        # vigil-ok: py.open-redirect
        return redirect("/search?q=" + quote(bar, safe=""))

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/jumps/quoted/getattr-value", view_func=JumpsQuotedGetattrValueView.as_view("jumps_quoted_getattr_value"))
