from flask import Flask, request, redirect, url_for
from django.shortcuts import redirect as dj_redirect
from django.utils.http import url_has_allowed_host_and_scheme

app = Flask(__name__)


@app.route("/login/done")
def done():
    nxt = request.args.get("next")
    if request.args.get("legacy"):
        # vigil: py.open-redirect
        return redirect(nxt)
    # vigil-ok: py.open-redirect
    return redirect(url_for("index"))


def back(request):
    target = request.GET.get("to", "/")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={"example.com"}):
        # vigil-ok: py.open-redirect
        return dj_redirect(target)
    # vigil: py.open-redirect
    return dj_redirect(target)
