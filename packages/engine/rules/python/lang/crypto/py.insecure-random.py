import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits
SHARED_RNG = random.Random()
SYSTEM_RNG = random.SystemRandom()


def generate_reset_token() -> str:
    # vigil: py.insecure-random
    return "".join(random.choice(ALPHABET) for _ in range(32))


def new_user(name):
    # vigil: py.insecure-random
    temp_password = str(random.randint(100000, 999999))
    return {"name": name, "password": temp_password}


def issue_otp(user):
    # vigil: py.insecure-random
    send_sms(user.phone, code=random.randrange(10**6), otp_code=None)
    # vigil: py.insecure-random
    user.otp_value = random.getrandbits(20)


def pick_server(servers):
    # vigil-ok: py.insecure-random
    return random.choice(servers)


def make_token() -> str:
    # vigil-ok: py.insecure-random
    return secrets.token_urlsafe(32)


def remember_me(resp):
    # vigil: py.insecure-random
    value = str(random.getrandbits(64))
    resp.set_cookie("remember", value, secure=True, httponly=True, samesite="Lax")


def remember_me_safe(resp):
    # vigil-ok: py.insecure-random
    value = secrets.token_urlsafe(32)
    resp.set_cookie("remember", value, secure=True, httponly=True, samesite="Lax")


@app.route("/ref")
def make_reference():
    # vigil: py.insecure-random
    bits = random.getrandbits(96)
    ident = "%024x" % bits
    return {"ref": ident}


def order_view(request):
    # vigil: py.insecure-random
    n = random.randint(0, 10**9)
    return JsonResponse({"order": n})


@router.get("/pick")
async def pick(request_id: int):
    # vigil-ok: py.insecure-random
    delay = random.uniform(0.1, 0.5)
    # vigil-ok: py.insecure-random
    if random.random() < 0.05:
        log_sample(request_id)
    # vigil-ok: py.insecure-random
    value = random.SystemRandom().randint(0, 100)
    return {"v": value, "d": delay}


def dice():
    # vigil-ok: py.insecure-random
    return random.randint(1, 6)


@app.route("/ticket")
def ticket():
    import random as rnd

    # vigil: py.insecure-random
    serial = rnd.getrandbits(48)
    # vigil: py.insecure-random
    spread = random.triangular(0, 10**6)
    # vigil: py.insecure-random
    other = random.Random().getrandbits(32)
    # vigil-ok: py.insecure-random
    fine = random.SystemRandom().getrandbits(32)
    return {"serial": serial, "spread": spread, "other": other, "fine": fine}


@app.route("/draw")
def draw():
    from random import choice as pick

    # vigil: py.insecure-random
    winner = pick(["a", "b"])
    return {"winner": winner}


def next_visitor_id():
    # vigil: py.insecure-random
    return random.getrandbits(40)


def next_colour():
    # vigil-ok: py.insecure-random
    return random.choice(["red", "green"])


@app.route("/visit")
def visit():
    session["visitor"] = str(next_visitor_id())
    return {"colour": next_colour()}


def new_badge_number():
    # vigil: py.insecure-random
    return random.randint(10**5, 10**6)


def new_layout_seed():
    # vigil-ok: py.insecure-random
    return random.randint(0, 7)


@app.route("/badge")
def badge():
    number = "B-%d" % new_badge_number()
    seed = new_layout_seed()
    session["badge"] = number
    return {"layout": seed}


def remember_me_value() -> str:
    # vigil: py.insecure-random
    first = SHARED_RNG.getrandbits(64)
    # vigil-ok: py.insecure-random
    second = SYSTEM_RNG.getrandbits(64)
    return "%x%x" % (first, second)
