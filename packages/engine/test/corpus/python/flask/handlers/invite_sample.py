"""Views issuing tokens."""
import random
import string
from flask import Blueprint
from flask import session


bp = Blueprint("invite_sample", __name__)


@bp.post("/rand/invite-sample")
def invite_sample():
    # vigil: py.insecure-random
    invite = "".join(random.sample(string.ascii_letters, 16))
    session["invite_code"] = invite
    return "ok"
