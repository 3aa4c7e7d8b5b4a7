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


@app.route("/cmdi/step-list-drop", methods=["POST"])
def step_list_drop():
    param = request.form.get("host", "")
    chain = [Keep(), Drop()]
    bar = chain[1].run(param)
    # vigil-ok: py.command-injection
    done = subprocess.run("ping -c 1 " + bar, shell=True, capture_output=True)
    return "exit " + str(done.returncode)
