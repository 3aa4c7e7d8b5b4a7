import os
import sqlite3
import subprocess

import requests
from flask import Flask, abort, redirect, render_template_string, request, send_file
from markupsafe import Markup, escape
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


def get_db():
    return sqlite3.connect("/srv/data/app.db")


@app.route("/users/<user_id>")
def show_user(user_id):
    cur = get_db().cursor()
    # vigil: py.sql-injection
    cur.execute("SELECT id, name FROM users WHERE id = '%s'" % user_id)
    return {"user": cur.fetchone()}


@app.route("/users/by-email")
def user_by_email():
    cur = get_db().cursor()
    # vigil-ok: py.sql-injection
    cur.execute("SELECT id, name FROM users WHERE email = ?", (request.args.get("email"),))
    return {"user": cur.fetchone()}


@app.route("/users/search")
def search_users():
    term = request.args.get("q", "")
    query = f"SELECT id, name FROM users WHERE name LIKE '%{term}%'"
    cur = get_db().cursor()
    # vigil: py.sql-injection
    cur.execute(query)
    return {"users": cur.fetchall()}


@app.route("/tools/lookup")
def dns_lookup():
    host = request.args.get("host")
    # vigil: py.command-injection
    out = subprocess.check_output("nslookup " + host, shell=True)
    return out.decode()


@app.route("/tools/lookup/v2")
def dns_lookup_v2():
    host = request.args.get("host", "")
    # vigil-ok: py.command-injection
    out = subprocess.run(["nslookup", host], capture_output=True, check=False).stdout
    return out.decode()


@app.route("/tools/uptime")
def uptime():
    # vigil-ok: py.command-injection
    return os.popen("uptime").read()


@app.route("/tools/archive", methods=["POST"])
def archive():
    name = request.form["name"]
    # vigil: py.command-injection
    os.system(f"tar czf /srv/backups/{name}.tgz /srv/uploads")
    return "", 202


@app.route("/files/<path:name>")
def download(name):
    # vigil: py.path-traversal
    return send_file(os.path.join(UPLOAD_DIR, name))


@app.route("/files/v2/<name>")
def download_v2(name):
    # vigil-ok: py.path-traversal
    return send_file(os.path.join(UPLOAD_DIR, secure_filename(name)))


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["file"]
    # vigil: py.path-traversal
    with open(os.path.join(UPLOAD_DIR, f.filename), "wb") as out:
        out.write(f.read())
    return "", 201


@app.route("/hello")
def hello():
    name = request.args.get("name", "world")
    # vigil: py.xss
    return "<h1>Hello " + name + "</h1>"


@app.route("/hello/v2")
def hello_v2():
    name = request.args.get("name", "world")
    # vigil-ok: py.xss
    return "<h1>Hello " + str(escape(name)) + "</h1>"


@app.route("/notice")
def notice():
    # vigil: py.xss
    return Markup("<div class='notice'>%s</div>" % request.args.get("msg", ""))


@app.route("/greet")
def greet():
    tpl = "<p>Hi " + request.args.get("name", "") + "</p>"
    # vigil: py.template-injection
    return render_template_string(tpl)


@app.route("/greet/v2")
def greet_v2():
    # vigil-ok: py.template-injection, py.xss
    return render_template_string("<p>Hi {{ name }}</p>", name=request.args.get("name", ""))


@app.route("/go")
def go():
    # vigil: py.open-redirect
    return redirect(request.args.get("url"))


@app.route("/go/v2")
def go_v2():
    target = request.args.get("url", "/")
    if not target.startswith("/") or target.startswith(("//", "/\\")):
        target = "/"
    # vigil-ok: py.open-redirect
    return redirect(target)


@app.route("/preview")
def preview():
    url = request.args["url"]
    # vigil: py.ssrf
    resp = requests.get(url, timeout=5)
    return {"status": resp.status_code, "length": len(resp.content)}


@app.route("/status/<service>")
def service_status(service):
    if service not in ("billing", "search", "auth"):
        abort(404)
    # vigil-ok: py.ssrf
    resp = requests.get(f"http://{service}.internal:8080/health", timeout=2)
    return {"status": resp.status_code}


if __name__ == "__main__":
    # vigil: py.debug-enabled
    app.run(host="0.0.0.0", port=5000, debug=True)
