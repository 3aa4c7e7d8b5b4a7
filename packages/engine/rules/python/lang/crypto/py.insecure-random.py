import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


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
