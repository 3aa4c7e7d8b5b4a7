"""Jump view: netloc after classmethod."""


from flask import redirect
from flask import request
from urllib.parse import urlparse


class Cleaner:
    prefix = ""

    @classmethod
    def apply(cls, value):
        return cls.prefix + value


def jumps_netloc_classmethod(name):
    param = name
    bar = Cleaner.apply(param)
    if urlparse(bar).netloc or urlparse(bar).scheme:
        bar = "/"
    # vigil-ok: py.open-redirect
    return redirect(bar)


def register(app):
    app.add_url_rule("/jumps/netloc/classmethod/<name>", view_func=jumps_netloc_classmethod, methods=["GET", "POST"])
