"""Views restoring client state."""
import yaml
from flask import Flask
from flask import request
from flask.views import MethodView


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


class RestoreSettingsSafeView(MethodView):
    def post(self):
        param = request.form.get("comment", "")
        bar = tidy(param)
        # vigil-ok: py.insecure-deserialization
        data = yaml.safe_load(bar)
        return "keys " + str(len(data or {}))


app.add_url_rule("/deser/restore-settings-safe", view_func=RestoreSettingsSafeView.as_view("restore_settings_safe"))
