import hashlib
import logging
import os
import pickle
import random
import ssl
import subprocess
import tempfile
import urllib.request

import jwt
import requests
import yaml
from Crypto.Cipher import AES, DES
from Crypto.PublicKey import RSA
from flask import Flask, Response, redirect, render_template_string, request, send_file
from lxml import etree
from markupsafe import Markup

app = Flask(__name__)
# vigil: py.hardcoded-key
app.config["SECRET_KEY"] = "b7c1f0e9a42d4e6f8a3c5d2e1f0a9b8c"
log = logging.getLogger(__name__)


@app.route("/patients")
def patients():
    name = request.args.get("name")
    cur = app.db.cursor()
    # vigil: py.sql-injection
    cur.execute("SELECT * FROM patients WHERE name = '%s'" % name)
    # vigil: py.sql-injection
    cur.execute(f"SELECT * FROM patients WHERE ward = '{request.args.get('ward')}'")
    # vigil-ok: py.sql-injection
    cur.execute("SELECT * FROM patients WHERE name = %s", (name,))
    return str(cur.fetchall())


@app.route("/ping")
def ping():
    host = request.args.get("host")
    # vigil: py.command-injection
    subprocess.run("ping -c 1 " + host, shell=True)
    # vigil: py.command-injection
    os.system("nslookup %s" % host)
    # vigil-ok: py.command-injection
    subprocess.run(["ping", "-c", "1", host])
    return "ok"


@app.route("/calc")
def calc():
    # vigil: py.code-injection, py.xss
    return str(eval(request.args.get("expr")))


@app.route("/report")
def report():
    fname = request.args.get("file")
    # vigil: py.path-traversal
    return send_file(os.path.join("/srv/reports", fname))


@app.route("/report-ok")
def report_ok():
    fname = request.args.get("file")
    # vigil-ok: py.path-traversal
    return send_file(os.path.join("/srv/reports", os.path.basename(fname)))


@app.route("/preview")
def preview():
    url = request.args.get("url")
    # vigil: py.ssrf
    return requests.get(url, timeout=5).text


@app.route("/next")
def go_next():
    # vigil: py.open-redirect
    return redirect(request.args.get("next"))


@app.route("/hello")
def hello():
    # vigil: py.template-injection
    return render_template_string("<h1>Hello " + request.args.get("name") + "</h1>")


@app.route("/bio")
def bio():
    # vigil: py.xss
    return Markup("<p>" + request.args.get("bio") + "</p>")


@app.route("/restore", methods=["POST"])
def restore():
    # vigil: py.insecure-deserialization
    state = pickle.loads(request.get_data())
    # vigil: py.insecure-deserialization
    cfg = yaml.load(request.form["config"], Loader=yaml.Loader)
    # vigil-ok: py.insecure-deserialization
    safe = yaml.safe_load(request.form["config"])
    app.cache.update(state=state, cfg=cfg, safe=safe)
    return "restored"


@app.route("/import", methods=["POST"])
def import_xml():
    parser = etree.XMLParser(resolve_entities=True)
    # vigil: py.xxe
    etree.fromstring(request.get_data(), parser)
    return "imported"


@app.route("/login", methods=["POST"])
def login():
    resp = Response("ok")
    # vigil: py.cookie-insecure
    resp.set_cookie("session", "abc", secure=False, httponly=False)
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("session2", "abc", secure=True, httponly=True, samesite="Lax")
    # vigil: py.cors-permissive
    resp.headers["Access-Control-Allow-Origin"] = "*"
    resp.headers["Access-Control-Allow-Credentials"] = "true"
    return resp


def password_hash(password):
    # vigil: py.weak-hash
    return hashlib.md5(password.encode()).hexdigest()


def password_hash_ok(password):
    # vigil-ok: py.weak-hash
    return hashlib.pbkdf2_hmac("sha256", password.encode(), os.urandom(16), 600000)


def legacy_encrypt(key, data):
    # vigil: py.weak-cipher
    return DES.new(key, DES.MODE_CBC, iv=os.urandom(8)).encrypt(data)


def ecb_encrypt(key, data):
    # vigil: py.ecb-mode
    return AES.new(key, AES.MODE_ECB).encrypt(data)


def cbc_encrypt(key, data):
    # vigil: py.static-iv
    return AES.new(key, AES.MODE_CBC, iv=b"\x00" * 16).encrypt(data)


def gcm_encrypt(key, data):
    # vigil-ok: py.static-iv
    return AES.new(key, AES.MODE_GCM, nonce=os.urandom(12)).encrypt(data)


def new_key():
    # vigil: py.weak-key-size
    return RSA.generate(1024)


def new_key_ok():
    # vigil-ok: py.weak-key-size
    return RSA.generate(3072)


def reset_token():
    # vigil: py.insecure-random
    return "".join(random.choice("abcdef0123456789") for _ in range(32))


def claims(token):
    # vigil: py.jwt-no-verify
    return jwt.decode(token, options={"verify_signature": False})


def claims_ok(token):
    # vigil-ok: py.jwt-no-verify
    return jwt.decode(token, app.config["SECRET_KEY"], algorithms=["HS256"])


def fetch_status(url):
    # vigil: py.tls-verify-disabled
    return requests.get(url, verify=False, timeout=5)


def fetch_legacy(url):
    # vigil: py.tls-verify-disabled
    ctx = ssl._create_unverified_context()
    return urllib.request.urlopen(url, context=ctx)


def scratch(data):
    # vigil: py.insecure-temp-file
    path = tempfile.mktemp(suffix=".csv")
    with open(path, "w") as fh:
        fh.write(data)
    # vigil-ok: py.insecure-temp-file
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as fh:
        fh.write(data)


def audit(user, password):
    # vigil: py.cleartext-logging
    log.info("login %s password=%s", user, password)
    # vigil-ok: py.cleartext-logging
    log.info("login %s", user)


if __name__ == "__main__":
    # vigil: py.debug-enabled
    app.run(host="0.0.0.0", debug=True)
