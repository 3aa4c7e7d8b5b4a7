"""Background jobs built from request data: instance methods receive the object as self."""
import subprocess

from flask import Blueprint, request

bp = Blueprint("jobs", __name__)


class Thumbnailer:
    def __init__(self, source, size):
        self.source = source
        self.size = size

    def command(self):
        return "convert " + self.source + " -resize " + self.size + " /srv/thumbs/out.png"

    def launch(self):
        # vigil: py.command-injection
        subprocess.run(self.command(), shell=True)


@bp.route("/jobs/thumbnail", methods=["POST"])
def thumbnail():
    job = Thumbnailer(request.form.get("source", ""), "128x128")
    job.launch()
    fixed = Thumbnailer("/srv/images/logo.png", "64x64")
    # vigil-ok: py.command-injection
    subprocess.run(fixed.command(), shell=True)
    return "queued"
