"""Views keeping client choices in the session."""
import configparser
from flask import Flask
from flask import request
from flask import session


app = Flask(__name__)


def theme_choice_config():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    conf = configparser.ConfigParser()
    conf.add_section("scratch")
    conf.set("scratch", "entry", param)
    conf.set("scratch", "entry", "constant")
    bar = conf.get("scratch", "entry")
    # vigil-ok: py.trust-boundary
    session["display_name"] = bar
    return "stored"


app.add_url_rule("/trust/theme-choice-config", "theme_choice_config", theme_choice_config, methods=["GET", "POST"])
