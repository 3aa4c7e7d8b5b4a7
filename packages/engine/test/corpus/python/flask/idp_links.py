"""Links to the partner identity providers a site administrator registered, and back."""
from flask import Blueprint, current_app, redirect, request, session, url_for
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
bp = Blueprint("idp", __name__)


class Provider(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(40), unique=True)
    login_url = db.Column(db.String(200))


@bp.route("/idp/go")
def go():
    # the request picks one of the stored providers; where it leads is the database's
    provider = Provider.query.filter_by(name=request.args["p"]).first_or_404()
    # vigil-ok: py.open-redirect
    return redirect(provider.login_url)


@bp.route("/idp/go-id")
def go_by_id():
    provider = Provider.query.get_or_404(request.args["id"])
    # vigil-ok: py.open-redirect
    return redirect(provider.login_url)


@bp.route("/idp/go-direct")
def go_direct():
    # the client names the provider's URL itself
    # vigil: py.open-redirect
    return redirect(request.args["login_url"])


@bp.route("/idp/back")
def back():
    url = url_for("idp.go")
    url += "?p=" + request.args.get("p", "")
    # vigil-ok: py.open-redirect
    return redirect(url)


@bp.route("/idp/back-to")
def back_to():
    url = request.args.get("to", "/")
    url += "?p=" + request.args.get("p", "")
    # vigil: py.open-redirect
    return redirect(url)


@bp.route("/idp/logout")
def logout():
    # the configured provider's logout page, told where to send the user afterwards
    target = "{}?service={}".format(current_app.config["IDP_LOGOUT_URL"], request.args.get("s", ""))
    # vigil-ok: py.open-redirect
    return redirect(target)


@bp.route("/idp/logout-to")
def logout_to():
    target = "{}?service={}".format(request.args.get("idp", ""), request.args.get("s", ""))
    # vigil: py.open-redirect
    return redirect(target)


@bp.route("/idp/remember", methods=["POST"])
def remember():
    provider = Provider.query.filter_by(name=request.form["p"]).first()
    if provider is not None:
        # the stored provider's own name
        # vigil-ok: py.trust-boundary
        session["provider"] = provider.name
    # vigil: py.trust-boundary
    session["provider_hint"] = request.form["p"]
    return redirect(url_for("idp.go"))
