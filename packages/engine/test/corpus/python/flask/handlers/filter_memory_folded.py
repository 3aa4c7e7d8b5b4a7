"""Views keeping client choices in the session."""
from flask import Flask
from flask import request
from flask import session
from flask.views import MethodView


app = Flask(__name__)


class FilterMemoryFoldedView(MethodView):
    def post(self):
        param = request.args.get("value", "")
        level = 12
        if level * 4 < 100:
            bar = "static-value"
        else:
            bar = param
        # vigil-ok: py.trust-boundary
        session["display_name"] = bar
        return "stored"


app.add_url_rule("/trust/filter-memory-folded", view_func=FilterMemoryFoldedView.as_view("filter_memory_folded"))
