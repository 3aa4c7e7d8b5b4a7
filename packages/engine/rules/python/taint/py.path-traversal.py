import os
from pathlib import Path
from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/uploads"


@app.route("/read")
def read():
    name = request.args.get("name")
    # vigil: py.path-traversal
    with open(os.path.join(BASE, name)) as fh:
        data = fh.read()
    # vigil-ok: py.path-traversal
    with open(os.path.join(BASE, os.path.basename(name))) as fh:
        data += fh.read()
    # vigil-ok: py.path-traversal
    open(os.path.join(BASE, secure_filename(name))).close()
    # vigil: py.path-traversal
    text = Path(BASE + "/" + name).read_text()
    return data + text


@app.route("/download/<path:filename>")
def download(filename):
    full = os.path.realpath(os.path.join(BASE, filename))
    # vigil: py.path-traversal
    send_file(full)
    if not full.startswith(BASE + os.sep):
        abort(404)
    # vigil-ok: py.path-traversal
    return send_file(full)


@app.post("/upload")
def upload():
    f = request.files["file"]
    # vigil: py.path-traversal
    f.save(open("/tmp/" + f.filename, "wb").name)
    name = "report.txt"
    # vigil-ok: py.path-traversal
    os.remove(os.path.join(BASE, name))
    return "ok"
