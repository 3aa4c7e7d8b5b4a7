"""Tooling view: popen after join slice."""


import os
from flask import request



def install(app):
    @app.route("/tools/popen/join-slice", methods=["GET", "POST"])
    def tools_popen_join_slice():
        param = request.form["title"]
        parts = ["stable", param]
        bar = "".join(parts[:1])
        # vigil-ok: py.command-injection
        listing = os.popen(f"ls -l /srv/share/{bar}").read()
        return {"size": len(listing)}
