"""Echo views answering HTML built from request values."""
from flask import Flask
from flask import jsonify
from flask import request
from flask.views import MethodView


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


class SearchSummaryJsonView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        bar = tidy(param)
        # vigil-ok: py.xss
        return jsonify(note=bar)


app.add_url_rule("/xss/search-summary-json", view_func=SearchSummaryJsonView.as_view("search_summary_json"))
