"""Account pages: values kept in the session, redirects after a form, and record files on disk."""
import os
import pathlib
import urllib.parse

import flask
from support import convert
from flask import redirect, request, session

app = flask.Flask(__name__)
RECORDS = "/srv/records"
RECORDS_DIR = pathlib.Path("/srv/records")
NEXT_PAGES = {"home": "/", "orders": "/orders", "profile": "/profile"}
ALLOWED_TARGETS = ["/", "/orders", "/profile"]


@app.route("/account/remember", methods=["POST"])
def account_remember():
    nick = request.form.get("nick", "")
    # vigil: py.trust-boundary
    flask.session["nick"] = nick
    # vigil-ok: py.trust-boundary
    flask.session["seen"] = "yes"
    level = 30
    shown = "anonymous" if level * 9 > 200 else nick
    # vigil-ok: py.trust-boundary
    session["shown"] = shown
    box = {"given": nick, "fixed": "member"}
    # vigil-ok: py.trust-boundary
    session["role"] = box["fixed"]
    # vigil: py.trust-boundary
    session["label"] = box["given"]
    return "saved"


@app.route("/account/remember-key", methods=["POST"])
def account_remember_key():
    field = request.form.get("field", "")
    # the client chooses which session entry is written
    # vigil: py.trust-boundary
    flask.session[field] = "on"
    # vigil: py.trust-boundary
    session.update({"note": field})
    # vigil: py.trust-boundary
    session.setdefault("first_note", field)
    return "saved"


@app.route("/account/remember-held", methods=["POST"])
def account_remember_held():
    nick = request.form.get("nick", "")
    store = flask.session
    # the session, written through a local that names it
    # vigil: py.trust-boundary
    store["nick"] = nick
    # vigil-ok: py.trust-boundary
    store["theme"] = "dark"
    return "saved"


@app.route("/account/remember-encoded", methods=["POST"])
def account_remember_encoded():
    import base64

    nick = request.cookies.get("nick", "")
    nick = base64.b64decode(base64.b64encode(nick.encode())).decode()
    # vigil: py.trust-boundary
    flask.session.__setitem__("nick", nick)
    items = [nick, "visitor"]
    items.pop(0)
    # vigil-ok: py.trust-boundary
    session["kind"] = items[0]
    return "saved"


@app.route("/account/continue", methods=["GET"])
def account_continue():
    target = request.args.get("to", "/")
    # vigil: py.open-redirect
    return flask.redirect(target)


@app.route("/account/continue-fixed", methods=["GET"])
def account_continue_fixed():
    target = request.args.get("to", "/")
    base = 55
    target = "/orders" if base * 4 > 200 else target
    # vigil-ok: py.open-redirect
    return flask.redirect(target)


@app.route("/account/continue-named", methods=["GET"])
def account_continue_named():
    key = request.args.get("to", "home")
    # vigil-ok: py.open-redirect
    return redirect(NEXT_PAGES.get(key, "/"))


@app.route("/account/continue-listed", methods=["GET"])
def account_continue_listed():
    target = request.args.get("to", "/")
    if target not in ALLOWED_TARGETS:
        target = "/"
    # vigil-ok: py.open-redirect
    return redirect(target)


@app.route("/account/continue-checked", methods=["GET"])
def account_continue_checked():
    target = request.args.get("to", "/")
    if target in ALLOWED_TARGETS:
        # vigil-ok: py.open-redirect
        return redirect(target)
    return redirect("/")


@app.route("/account/continue-local", methods=["GET"])
def account_continue_local():
    target = request.args.get("to", "/")
    parts = urllib.parse.urlparse(target)
    if parts.scheme or parts.netloc:
        return redirect("/")
    # vigil-ok: py.open-redirect
    return redirect(target)


@app.route("/account/continue-header", methods=["GET"])
def account_continue_header():
    target = request.headers.get("Referer", "/")
    response = flask.make_response("", 302)
    # vigil: py.open-redirect
    response.headers["Location"] = target
    return response


@app.route("/account/continue-joined", methods=["GET"])
def account_continue_joined():
    page = request.args.get("page", "")
    # a path on this site: the host is fixed by the prefix
    # vigil-ok: py.open-redirect
    return redirect("/help/" + urllib.parse.quote(page))


@app.route("/account/continue-rooted", methods=["GET"])
def account_continue_rooted():
    page = request.args.get("page", "")
    # `/` then `/evil.example` is `//evil.example`, another host
    # vigil: py.open-redirect
    return redirect("/" + page)


@app.route("/account/continue-scheme", methods=["GET"])
def account_continue_scheme():
    host = request.args.get("host", "")
    # vigil: py.open-redirect
    return redirect("https://" + host + "/welcome")


@app.route("/account/record", methods=["GET"])
def account_record():
    name = request.args.get("name", "")
    # vigil: py.path-traversal
    with open(os.path.join(RECORDS, name), "r") as fh:
        text = fh.read()
    # vigil: py.path-traversal
    data = (RECORDS_DIR / name).read_bytes()
    path = RECORDS_DIR / name
    # vigil: py.path-traversal
    with path.open("rb") as fh:
        data += fh.read()
    # vigil: py.path-traversal
    with open(f"{RECORDS}/{name}.txt", "rb") as fh:
        data += fh.read()
    return "read " + str(len(text) + len(data))


@app.route("/account/record-checked", methods=["GET"])
def account_record_checked():
    name = request.args.get("name", "")
    full = os.path.normpath(os.path.join(RECORDS, name))
    if not full.startswith(RECORDS + os.sep):
        flask.abort(404)
    # vigil-ok: py.path-traversal
    with open(full, "r") as fh:
        text = fh.read()
    resolved = (RECORDS_DIR / name).resolve()
    if not resolved.is_relative_to(RECORDS_DIR):
        flask.abort(404)
    # vigil-ok: py.path-traversal
    text += resolved.read_text()
    return "read " + str(len(text))


@app.route("/account/record-dotdot", methods=["GET"])
def account_record_dotdot():
    name = request.args.get("name", "")
    if ".." in name or name.startswith("/"):
        return "bad name"
    # vigil-ok: py.path-traversal
    with open(os.path.join(RECORDS, name), "r") as fh:
        text = fh.read()
    return "read " + str(len(text))


@app.route("/account/record-folded", methods=["GET"])
def account_record_folded():
    name = request.args.get("name", "")
    size = 70
    if size * 2 > 200:
        chosen = name
    else:
        chosen = "summary.txt"
    # vigil-ok: py.path-traversal
    with open(os.path.join(RECORDS, chosen), "r") as fh:
        text = fh.read()
    files = {"asked": name, "default": "summary.txt"}
    # vigil-ok: py.path-traversal
    with open(os.path.join(RECORDS, files["default"]), "r") as fh:
        text += fh.read()
    # vigil: py.path-traversal
    with open(os.path.join(RECORDS, files["asked"]), "r") as fh:
        text += fh.read()
    return "read " + str(len(text))


@app.route("/account/record-write", methods=["POST"])
def account_record_write():
    name = request.form.get("name", "")
    body = request.form.get("body", "")
    target = os.path.join(RECORDS, name)
    # vigil: py.path-traversal
    fd = os.open(target, os.O_WRONLY | os.O_CREAT)
    os.close(fd)
    # vigil: py.path-traversal
    with open(target, "w") as fh:
        fh.write(body)
    # vigil: py.path-traversal
    if os.path.exists(target):
        return "exists"
    return "written"


@app.route("/account/record-basename", methods=["GET"])
def account_record_basename():
    name = request.args.get("name", "")
    safe = os.path.basename(name)
    # vigil-ok: py.path-traversal
    with open(os.path.join(RECORDS, safe), "r") as fh:
        text = fh.read()
    return "read " + str(len(text))


@app.route("/account/record-probe", methods=["GET"])
def account_record_probe():
    name = request.args.get("name", "")
    candidate = convert.DATA_DIR / name
    # which files exist is told to the client
    # vigil: py.path-traversal
    if candidate.exists():
        return "present"
    # vigil: py.path-traversal
    if os.path.isfile(os.path.join(RECORDS, name)):
        return "present"
    # vigil: py.path-traversal
    os.rename(os.path.join(RECORDS, name), os.path.join(RECORDS, "trash"))
    return "absent"


@app.route("/account/record-common", methods=["GET"])
def account_record_common():
    name = request.args.get("name", "")
    base = os.path.realpath(RECORDS)
    target = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, target]) != base:
        flask.abort(404)
    # vigil-ok: py.path-traversal
    with open(target, "r") as fh:
        text = fh.read()
    return "read " + str(len(text))


@app.route("/account/record-relative", methods=["GET"])
def account_record_relative():
    name = request.args.get("name", "")
    rel = os.path.normpath(name)
    if rel.startswith("..") or os.path.isabs(rel):
        flask.abort(404)
    # vigil-ok: py.path-traversal
    with open(os.path.join(RECORDS, rel), "r") as fh:
        text = fh.read()
    return "read " + str(len(text))


@app.route("/account/record-normalised", methods=["GET"])
def account_record_normalised():
    name = request.args.get("name", "")
    rel = os.path.normpath(name)
    # normalised but never checked: `../x` stays `../x`
    # vigil: py.path-traversal
    with open(os.path.join(RECORDS, rel), "r") as fh:
        text = fh.read()
    return "read " + str(len(text))
