import flask
from flask import Flask, request, session

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    theme = request.args.get("theme", "light")
    # vigil: py.trust-boundary
    session["theme"] = theme
    # vigil: py.trust-boundary
    flask.session["lang"] = request.headers.get("Accept-Language")
    # vigil-ok: py.trust-boundary
    session["visits"] = session.get("visits", 0) + 1
    # vigil-ok: py.trust-boundary
    session["theme_ok"] = theme in ("light", "dark")
    return "ok"


def django_view(request):
    # vigil: py.trust-boundary
    request.session["next"] = request.GET.get("next")
    # vigil-ok: py.trust-boundary
    request.session["seen"] = True
    return None
