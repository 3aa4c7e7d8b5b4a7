"""Network views running resolver tools."""
import base64
import subprocess
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/cmdi/lookup-host", methods=["GET", "POST"])
def lookup_host():
    param = request.form.get("comment", "")
    packed = base64.b64encode(param.encode("utf-8"))
    bar = base64.b64decode(packed).decode("utf-8")
    # vigil: py.command-injection
    done = subprocess.run(f"nslookup {bar}", shell=True, capture_output=True)
    return "exit " + str(done.returncode)
