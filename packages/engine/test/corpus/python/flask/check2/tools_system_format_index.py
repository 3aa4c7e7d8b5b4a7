"""Tooling view: system after format index."""


import os
from flask import request


def init(app):
    @app.route("/tools/system/format-index", methods=["POST"])
    def tools_system_format_index():
        param = request.get_data(as_text=True)
        bar = "{0}".format("constant", param)
        # vigil-ok: py.command-injection
        status = os.system("convert /srv/in.png /srv/out/%s.jpg" % bar)
        return {"status": status}
