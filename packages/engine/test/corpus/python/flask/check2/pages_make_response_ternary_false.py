"""Page view: make response after ternary false."""


from flask import make_response
from flask import request


def pages_make_response_ternary_false():
    param = request.get_data(as_text=True)
    bar = param if (4 * 3) < 10 else "unused"
    # vigil-ok: py.xss
    resp = make_response("<h2>{}</h2>".format(bar))
    return resp


def register(app):
    app.add_url_rule("/pages/make-response/ternary-false", view_func=pages_make_response_ternary_false, methods=["GET", "POST"])
