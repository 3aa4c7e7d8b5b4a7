"""Views issuing tokens."""
import secrets
import string
from flask import Flask
from flask import session


app = Flask(__name__)


def reset_token_secrets():
    alphabet = string.ascii_letters + string.digits
    # vigil-ok: py.insecure-random
    reset = "".join(secrets.choice(alphabet) for _ in range(24))
    session["reset"] = reset
    return "issued"


app.add_url_rule("/rand/reset-token-secrets", "reset_token_secrets", reset_token_secrets, methods=["GET", "POST"])
