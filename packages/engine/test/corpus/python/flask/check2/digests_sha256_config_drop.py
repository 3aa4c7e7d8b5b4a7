"""Digest view: sha256 after config drop."""


import hashlib
from flask import request
from flask.views import MethodView


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = drop\n")


class DigestsSha256ConfigDropView(MethodView):
    def post(self):
        param = request.args.get("term", "")
        if SETTINGS.get("shaping", "mode") == "copy":
            bar = param
        else:
            bar = "unused"
        # vigil-ok: py.weak-hash
        digest = hashlib.sha256(bar.encode("utf-8")).hexdigest()
        return {"digest": digest}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/digests/sha256/config-drop", view_func=DigestsSha256ConfigDropView.as_view("digests_sha256_config_drop"))
