"""Views issuing tokens."""
import secrets
from flask import Flask
from flask import session


app = Flask(__name__)


@app.route("/rand/ticket-below", methods=["GET", "POST"])
def ticket_below():
    # vigil-ok: py.insecure-random
    ticket = str(secrets.randbelow(10 ** 9))
    session["ticket"] = ticket
    return "ok"
