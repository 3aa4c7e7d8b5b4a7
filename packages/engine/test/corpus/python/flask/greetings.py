"""Greeting-card service: small views that echo what the visitor typed."""
import html

from flask import Blueprint, Response, jsonify, make_response, redirect, request
from markupsafe import Markup

cards = Blueprint("cards", __name__)


@cards.route("/cards/preview")
def preview():
    wish = request.args.get("wish", "")
    # vigil: py.xss
    return f"<h2>Your wish: {wish}</h2>"


@cards.route("/cards/preview-escaped")
def preview_escaped():
    wish = request.args.get("wish", "")
    # vigil-ok: py.xss
    return f"<h2>Your wish: {html.escape(wish)}</h2>"


@cards.route("/cards/summary", methods=["POST"])
def summary():
    page = "<ul>"
    for name in request.form.getlist("recipient"):
        page += "<li>" + name + "</li>"
    page += "</ul>"
    # vigil: py.xss
    return page, 201


@cards.route("/cards/summary-json", methods=["POST"])
def summary_json():
    names = request.form.getlist("recipient")
    # vigil-ok: py.xss
    return [{"recipient": n} for n in names]


@cards.route("/cards/summary-list", methods=["POST"])
def summary_list():
    first = request.form.get("recipient", "")
    # vigil-ok: py.xss
    return [first, "and friends"]


@cards.route("/cards/signature")
def signature():
    signed = request.cookies.get("signed_by", "anonymous")
    body = "<footer>" + signed + "</footer>"
    # vigil: py.xss
    reply = make_response(body)
    return reply


@cards.route("/cards/signature.txt")
def signature_text():
    signed = request.cookies.get("signed_by", "anonymous")
    # vigil-ok: py.xss
    return Response("signed by " + signed, mimetype="text/plain")


@cards.route("/cards/badge")
def badge():
    label = request.args.get("label", "")
    # vigil: py.xss
    fancy = Markup("<span class='badge'>" + label + "</span>")
    return str(fancy)


@cards.route("/cards/badge-safe")
def badge_safe():
    label = request.args.get("label", "")
    # vigil-ok: py.xss
    return jsonify(label=label)


@cards.route("/cards/choice")
def choice():
    picked = request.args.get("style", "")
    styles = {"plain": "border:0", "gold": "border:1px solid gold", "asked": picked}
    chosen = styles["gold"]
    # vigil-ok: py.xss
    return "<div style='" + chosen + "'>card</div>"


@cards.route("/cards/back")
def back():
    target = request.args.get("next", "")
    # the prefix does not end the host: https://shop.example.com.evil.io passes
    if target.startswith("https://shop.example.com"):
        # vigil: py.open-redirect
        return redirect(target)
    if target.startswith("https://shop.example.com/"):
        # vigil-ok: py.open-redirect
        return redirect(target)
    return redirect("/")
