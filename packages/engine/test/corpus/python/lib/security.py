import hashlib
import hmac
import random
import re
import secrets
import ssl
import xml.sax

import jwt
import requests
from Crypto.Cipher import AES, DES, ARC4

API_BASE = "https://partner.example.com/api"


def hash_password(password: str) -> str:
    # vigil: py.weak-hash
    return hashlib.md5(password.encode()).hexdigest()


def hash_password_v2(password: str, salt: bytes) -> bytes:
    # vigil-ok: py.weak-hash
    return hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)


def legacy_token_digest(token: str) -> str:
    # vigil: py.weak-hash
    return hashlib.sha1(token.encode()).hexdigest()


def cache_key(url: str) -> str:
    # vigil-ok: py.weak-hash
    return hashlib.md5(url.encode(), usedforsecurity=False).hexdigest()


def encrypt_des(key: bytes, data: bytes) -> bytes:
    # vigil: py.weak-cipher
    cipher = DES.new(key, DES.MODE_CBC)
    return cipher.iv + cipher.encrypt(data)


def encrypt_rc4(key: bytes, data: bytes) -> bytes:
    # vigil: py.weak-cipher
    return ARC4.new(key).encrypt(data)


def encrypt_ecb(key: bytes, data: bytes) -> bytes:
    # vigil: py.ecb-mode
    return AES.new(key, AES.MODE_ECB).encrypt(data)


def encrypt_gcm(key: bytes, data: bytes) -> bytes:
    # vigil-ok: py.ecb-mode, py.weak-cipher
    cipher = AES.new(key, AES.MODE_GCM)
    ct, tag = cipher.encrypt_and_digest(data)
    return cipher.nonce + tag + ct


def reset_token() -> str:
    # vigil: py.insecure-random
    return "".join(random.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))


def reset_token_v2() -> str:
    # vigil-ok: py.insecure-random
    return secrets.token_urlsafe(24)


def shuffle_quiz(questions: list) -> list:
    # vigil-ok: py.insecure-random
    random.shuffle(questions)
    return questions


def partner_status() -> int:
    # vigil: py.tls-verify-disabled
    return requests.get(API_BASE + "/status", verify=False, timeout=5).status_code


def partner_status_v2() -> int:
    # vigil-ok: py.tls-verify-disabled
    return requests.get(API_BASE + "/status", verify="/etc/ssl/partner-ca.pem", timeout=5).status_code


def legacy_context() -> ssl.SSLContext:
    # vigil: py.tls-verify-disabled
    return ssl._create_unverified_context()


def read_claims(token: str) -> dict:
    # vigil: py.jwt-no-verify
    return jwt.decode(token, options={"verify_signature": False})


def read_claims_v2(token: str, key: str) -> dict:
    # vigil-ok: py.jwt-no-verify, py.jwt-none
    return jwt.decode(token, key, algorithms=["HS256"])


def issue_token(sub: str) -> str:
    # vigil: py.jwt-none
    return jwt.encode({"sub": sub}, None, algorithm="none")


def parse_feed(stream) -> None:
    parser = xml.sax.make_parser()
    # vigil: py.xxe-parser
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.parse(stream)


def signature_ok(body: bytes, sig: str, key: bytes) -> bool:
    expected = hmac.new(key, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sig)


# vigil: py.redos
USERNAME_RE = re.compile(r"^([a-zA-Z0-9]+\s?)*$")
# vigil-ok: py.redos
HANDLE_RE = re.compile(r"^[a-zA-Z0-9_]{3,32}$")

# vigil: py.hardcoded-password
SMTP_PASSWORD = "mailer-Pa55word"
# vigil-ok: py.hardcoded-password
SMTP_PASSWORD_PLACEHOLDER = "changeme"
