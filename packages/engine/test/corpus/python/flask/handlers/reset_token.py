"""Views issuing tokens."""
import random
import string
from flask import Blueprint
from flask import session


bp = Blueprint("reset_token", __name__)


@bp.post("/rand/reset-token")
def reset_token():
    alphabet = string.ascii_letters + string.digits
    # vigil: py.insecure-random
    reset = "".join(random.choice(alphabet) for _ in range(24))
    session["reset"] = reset
    return "issued"
