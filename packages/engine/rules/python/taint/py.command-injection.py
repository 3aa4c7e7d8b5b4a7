import os
import shlex
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    # vigil: py.command-injection
    os.system("ping -c 1 " + host)
    # vigil-ok: py.command-injection
    os.system("ping -c 1 " + shlex.quote(host))
    # vigil: py.command-injection
    out = subprocess.check_output(f"ping -c 1 {host}", shell=True)
    # vigil-ok: py.command-injection
    out = subprocess.check_output(["ping", "-c", "1", host])
    # vigil: py.command-injection
    subprocess.run("nslookup " + host)
    # vigil-ok: py.command-injection
    subprocess.run(["nslookup", host], shell=False)
    cmd = ["dig", host]
    # vigil-ok: py.command-injection
    subprocess.Popen(cmd)
    # vigil: py.command-injection
    stream = os.popen("whois %s" % host)
    return out


@app.route("/tool/<name>")
def tool(name):
    # vigil: py.command-injection
    subprocess.call("man " + name, shell=True)
    if not name.isalnum():
        return "bad", 400
    # vigil-ok: py.command-injection
    subprocess.call("man " + name, shell=True)
    return "ok"


@app.route("/exec/<name>")
def exec_tool(name):
    if name == "status":
        # vigil-ok: py.command-injection
        os.execl("/bin/sh", "sh", "-c", "uptime")
    # vigil: py.command-injection
    os.execl("/bin/sh", "sh", "-c", "man " + name)
