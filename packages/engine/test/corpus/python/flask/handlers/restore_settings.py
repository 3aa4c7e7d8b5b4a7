"""Views restoring client state."""
import yaml
from flask import Flask
from flask import request


def tidy(value):
    cleaned = value.strip()
    return cleaned


app = Flask(__name__)


@app.route("/deser/restore-settings", methods=["GET", "POST"])
def restore_settings():
    param = request.form.get("comment", "")
    bar = tidy(param)
    # vigil: py.insecure-deserialization
    data = yaml.load(bar, Loader=yaml.Loader)
    return "keys " + str(len(data or {}))
