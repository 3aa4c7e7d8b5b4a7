"""Sign-in flow: where to send the user back to after logging in."""
from urllib.parse import urlparse

from flask import Blueprint, abort, redirect, request

bp = Blueprint("sign_in", __name__)
HOME_HOST = "shop.example.com"
ALLOWED_HOSTS = {"shop.example.com", "help.example.com"}


@bp.route("/signin/done")
def done():
    target = request.args.get("next", "/")
    parts = urlparse(target)
    if parts.netloc and parts.netloc != HOME_HOST:
        return redirect("/")
    # vigil-ok: py.open-redirect
    return redirect(target)


@bp.route("/signin/back")
def back():
    target = request.args.get("back", "/")
    parsed = urlparse(target)
    if parsed.netloc not in ALLOWED_HOSTS:
        abort(400)
    # vigil-ok: py.open-redirect
    return redirect(target)


@bp.route("/signin/continue")
def cont():
    target = request.args.get("continue", "/")
    parsed = urlparse(target)
    if parsed.scheme not in ("http", "https"):
        abort(400)
    # vigil: py.open-redirect
    return redirect(target)


@bp.route("/signin/return")
def ret():
    target = request.args.get("return", "/")
    parsed = urlparse(target)
    if not parsed.path:
        abort(400)
    # vigil: py.open-redirect
    return redirect(target)


@bp.route("/signin/partner")
def partner():
    target = request.args.get("to", "/")
    parsed = urlparse(target)
    if parsed.netloc:
        abort(400)
    # vigil-ok: py.open-redirect
    return redirect(target)
