import hashlib
import os

import bcrypt


def store_user(db, username, password):
    salt = os.urandom(16).hex()
    # vigil: py.weak-password-hash
    plain = hashlib.sha256(password.encode()).hexdigest()
    # vigil: py.weak-password-hash
    salted = hashlib.sha512((salt + password).encode("utf-8")).hexdigest()
    # vigil-ok: py.weak-password-hash
    strong = hashlib.scrypt(password.encode(), salt=salt.encode(), n=2**14, r=8, p=1).hex()
    # vigil-ok: py.weak-password-hash
    check = hashlib.sha256(username.encode()).hexdigest()
    # vigil: py.weak-password-hash
    quick = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 1000)
    # vigil-ok: py.weak-password-hash
    slow = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 600_000)
    # vigil: py.weak-password-hash
    low = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=4))
    # vigil-ok: py.weak-password-hash
    high = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))
    db.save(username, plain, salted, strong, check, quick, slow, low, high)
