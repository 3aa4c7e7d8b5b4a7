"""Views running a chosen step over the request value."""
import subprocess

from flask import Flask
from flask import request

app = Flask(__name__)


class Keep:
    def run(self, value):
        return value


class Drop:
    def run(self, value):
        return "localhost"


def step_for(kind):
    if kind == "drop":
        return Drop()
    return Keep()


@app.route("/cmdi/step-factory", methods=["POST"])
def step_factory():
    param = request.form.get("host", "")
    bar = step_for("keep").run(param)
    # vigil: py.command-injection
    done = subprocess.run("ping -c 1 " + bar, shell=True, capture_output=True)
    return "exit " + str(done.returncode)
