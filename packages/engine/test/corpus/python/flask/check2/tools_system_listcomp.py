"""Tooling view: system after listcomp."""


import os
from flask import request



def install(app):
    @app.route("/tools/system/listcomp", methods=["GET", "POST"])
    def tools_system_listcomp():
        param = request.values.get("entry") or ""
        values = [v.strip() for v in [param, "spare"]]
        bar = values[0]
        # vigil: py.command-injection
        status = os.system("convert /srv/in.png /srv/out/%s.jpg" % bar)
        return {"status": status}
