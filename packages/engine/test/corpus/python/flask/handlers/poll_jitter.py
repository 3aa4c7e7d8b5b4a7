"""Views issuing tokens."""
import random
import time
from flask import Blueprint
from flask import jsonify


bp = Blueprint("poll_jitter", __name__)


@bp.post("/rand/poll-jitter")
def poll_jitter():
    # vigil-ok: py.insecure-random
    jitter = random.uniform(0, 0.25)
    time.sleep(jitter)
    return jsonify(status="pending")
