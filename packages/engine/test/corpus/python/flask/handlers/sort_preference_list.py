"""Views keeping client choices in the session."""
from flask import Flask
from flask import request
from flask import session
from flask.views import MethodView


app = Flask(__name__)


class SortPreferenceListView(MethodView):
    def post(self):
        param = request.form.get("comment", "")
        values = ["first", param, "last"]
        del values[1]
        bar = values[-1]
        # vigil-ok: py.trust-boundary
        session["display_name"] = bar
        return "stored"


app.add_url_rule("/trust/sort-preference-list", view_func=SortPreferenceListView.as_view("sort_preference_list"))
