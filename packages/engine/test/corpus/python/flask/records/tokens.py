"""Tokens handed out by the account pages: remember-me values, reset codes, request ids."""
import random
import secrets
import uuid
from random import SystemRandom

import flask

app = flask.Flask(__name__)


@app.route("/tokens/remember", methods=["POST"])
def tokens_remember():
    # vigil: py.insecure-random
    value = random.random()
    key = str(value)[2:]
    flask.session["remember"] = key
    return "remembered"


@app.route("/tokens/remember-safe", methods=["POST"])
def tokens_remember_safe():
    # vigil-ok: py.insecure-random
    key = secrets.token_hex(16)
    flask.session["remember"] = key
    return "remembered"


@app.route("/tokens/cookie", methods=["POST"])
def tokens_cookie():
    # vigil: py.insecure-random
    number = random.randint(0, 2**31)
    response = flask.make_response("ok")
    response.set_cookie("visitor", str(number), secure=True, httponly=True, samesite="Strict")
    return response


@app.route("/tokens/cookie-safe", methods=["POST"])
def tokens_cookie_safe():
    # vigil-ok: py.insecure-random
    number = SystemRandom().randint(0, 2**31)
    response = flask.make_response("ok")
    response.set_cookie("visitor", str(number), secure=True, httponly=True, samesite="Strict")
    return response


@app.route("/tokens/spread", methods=["GET"])
def tokens_spread():
    # vigil: py.insecure-random
    a = random.triangular(0, 1000, 10)
    # vigil: py.insecure-random
    b = random.gauss(500, 20)
    # vigil: py.insecure-random
    c = random.normalvariate(10, 2)
    # vigil: py.insecure-random
    d = random.betavariate(2, 5)
    # vigil: py.insecure-random
    e = random.expovariate(1.5)
    ident = "%x-%x-%x-%x-%x" % (int(a), int(b * 100), int(c * 100), int(d * 1e6), int(e * 1e6))
    flask.session["ident"] = ident
    return "assigned"


@app.route("/tokens/spread-safe", methods=["GET"])
def tokens_spread_safe():
    gen = random.SystemRandom()
    # vigil-ok: py.insecure-random
    a = gen.triangular(0, 1000, 10)
    # vigil-ok: py.insecure-random
    b = gen.gauss(500, 20)
    ident = "%x-%x" % (int(a), int(b * 100))
    flask.session["ident"] = ident
    return "assigned"


@app.route("/tokens/instance", methods=["GET"])
def tokens_instance():
    # vigil: py.insecure-random
    n = random.Random().getrandbits(64)
    flask.session["n"] = str(n)
    gen = random.Random()
    # vigil: py.insecure-random
    m = gen.randrange(10**9)
    flask.session["m"] = str(m)
    return "assigned"


@app.route("/tokens/bytes", methods=["GET"])
def tokens_bytes():
    # vigil: py.insecure-random
    raw = random.randbytes(16)
    # vigil-ok: py.insecure-random
    good = secrets.token_bytes(16)
    # vigil-ok: py.insecure-random
    other = uuid.uuid4().hex
    flask.session["raw"] = raw.hex() + good.hex() + other
    return "assigned"


@app.route("/tokens/choice", methods=["GET"])
def tokens_choice():
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    # vigil: py.insecure-random
    code = "".join(random.choice(alphabet) for _ in range(12))
    # vigil-ok: py.insecure-random
    safe_code = "".join(secrets.choice(alphabet) for _ in range(12))
    # vigil-ok: py.insecure-random
    sys_code = "".join(random.SystemRandom().choice(alphabet) for _ in range(12))
    flask.session["codes"] = [code, safe_code, sys_code]
    return "assigned"


@app.route("/tokens/uniform", methods=["GET"])
def tokens_uniform():
    # vigil: py.insecure-random
    value = random.uniform(0, 1)
    key = str(value)[2:]
    user = "visitor"
    flask.session["key_for_" + user] = key
    return "assigned"


@app.route("/tokens/aliased", methods=["GET"])
def tokens_aliased():
    import random as rnd

    # vigil: py.insecure-random
    value = rnd.getrandbits(32)
    flask.session["v"] = str(value)
    return "assigned"


@app.route("/tokens/renamed", methods=["GET"])
def tokens_renamed():
    from random import randint as pick_number

    # vigil: py.insecure-random
    value = pick_number(0, 10**9)
    flask.session["v"] = str(value)
    return "assigned"


def new_visit_id():
    # vigil: py.insecure-random
    return random.getrandbits(48)


def new_visit_id_safe():
    # vigil-ok: py.insecure-random
    return secrets.randbits(48)


@app.route("/tokens/visit", methods=["GET"])
def tokens_visit():
    flask.session["visit"] = "%x" % new_visit_id()
    flask.session["visit_safe"] = "%x" % new_visit_id_safe()
    return "assigned"


def new_device_id():
    # vigil: py.insecure-random
    return "%016x" % random.getrandbits(64)


def new_device_id_safe():
    # vigil-ok: py.insecure-random
    return secrets.token_hex(8)


def new_greeting_index():
    # vigil-ok: py.insecure-random
    return random.randrange(4)


@app.route("/tokens/device", methods=["POST"])
def tokens_device():
    device = new_device_id()
    device_safe = new_device_id_safe()
    greeting = new_greeting_index()
    response = flask.make_response("hello %d" % greeting)
    response.set_cookie("device", device, secure=True, httponly=True, samesite="Lax")
    response.set_cookie("device2", device_safe, secure=True, httponly=True, samesite="Lax")
    return response
