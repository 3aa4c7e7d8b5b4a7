"""Views issuing tokens."""
import random
from flask import Flask
from flask import session


app = Flask(__name__)


@app.route("/rand/ticket-uniform", methods=["GET", "POST"])
def ticket_uniform():
    # vigil: py.insecure-random
    ticket = str(random.uniform(1, 10 ** 9))
    session["ticket"] = ticket
    return "ok"
