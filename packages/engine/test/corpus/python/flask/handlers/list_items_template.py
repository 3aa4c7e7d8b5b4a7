"""Echo views answering HTML built from request values."""
from flask import render_template
from flask import request


def init(app):
    @app.route("/xss/list-items-template", methods=["GET"])
    def list_items_template_get():
        return list_items_template_post()

    @app.route("/xss/list-items-template", methods=["POST"])
    def list_items_template_post():
        param = request.args.get("value", "")
        bar = param
        # vigil-ok: py.xss
        return render_template("note.html", note=bar)
