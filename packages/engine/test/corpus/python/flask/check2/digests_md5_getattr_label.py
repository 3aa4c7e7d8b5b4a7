"""Digest view: md5 after getattr label."""


import hashlib
from flask import request
from flask.views import MethodView


class Box:
    label = "static-label"

    def __init__(self, value):
        self.value = value


class DigestsMd5GetattrLabelView(MethodView):
    def post(self):
        param = request.cookies.get("pref", "")
        bar = getattr(Box(param), "label")
        # vigil-todo: py.weak-hash
        digest = hashlib.md5(bar.encode("utf-8")).hexdigest()
        return {"digest": digest}

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/digests/md5/getattr-label", view_func=DigestsMd5GetattrLabelView.as_view("digests_md5_getattr_label"))
