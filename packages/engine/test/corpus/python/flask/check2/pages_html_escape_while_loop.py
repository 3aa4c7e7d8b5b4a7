"""Page view: html escape after while loop."""


import html
from flask import request


def init(app):
    @app.route("/pages/html-escape/while-loop/<name>", methods=["POST"])
    def pages_html_escape_while_loop(name):
        param = name
        bar = ""
        count = 0
        while count < 1:
            bar = bar + param
            count += 1
        # vigil-ok: py.xss
        return "<p>Result: " + html.escape(bar) + "</p>"
