"""Views issuing tokens."""
import random
from flask import Flask
from flask import session


app = Flask(__name__)


@app.route("/rand/otp-issue", methods=["GET", "POST"])
def otp_issue():
    # vigil: py.insecure-random
    code = random.randint(100000, 999999)
    session["otp"] = code
    return "sent"
