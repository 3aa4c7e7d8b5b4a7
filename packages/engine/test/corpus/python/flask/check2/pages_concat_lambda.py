"""Page view: concat after lambda."""


from flask import request


def pages_concat_lambda():
    param = request.form.get("note", "none")
    tidy = lambda v: v.replace("\t", " ")
    bar = tidy(param)
    # vigil: py.xss
    return "<p>Result: " + bar + "</p>"


def register(app):
    app.add_url_rule("/pages/concat/lambda", view_func=pages_concat_lambda, methods=["GET", "POST"])
