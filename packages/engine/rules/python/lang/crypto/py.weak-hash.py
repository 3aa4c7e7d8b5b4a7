import hashlib
from hashlib import md5
from Crypto.Hash import MD5


def hash_password(pw: str) -> str:
    # vigil: py.weak-hash
    return hashlib.md5(pw.encode()).hexdigest()


def sign(body: bytes) -> str:
    # vigil: py.weak-hash
    return hashlib.new("sha1", body).hexdigest()


def legacy_token_digest(token):
    # vigil: py.weak-hash
    h = md5()
    h.update(token)
    # vigil: py.weak-hash
    return MD5.new(token).digest(), h.digest()


def page_changed(text: str, previous: str) -> bool:
    # vigil-ok: py.weak-hash
    return hashlib.md5(text.encode()).hexdigest() != previous


def verify_download(data: bytes, expected: str) -> bool:
    """Checks the integrity of a downloaded archive."""
    # vigil: py.weak-hash
    return hashlib.sha1(data).hexdigest() == expected


def cache_key(url: str) -> str:
    # vigil-ok: py.weak-hash
    return hashlib.md5(url.encode(), usedforsecurity=False).hexdigest()


def generate_etag(data: bytes) -> str:
    # vigil-ok: py.weak-hash
    return hashlib.sha1(data).hexdigest()


def fingerprint(body: bytes) -> str:
    # vigil-ok: py.weak-hash
    return hashlib.sha256(body).hexdigest()


def legacy_signature(data: bytes) -> bytes:
    from cryptography.hazmat.primitives import hashes
    # vigil: py.weak-hash
    h = hashes.Hash(hashes.SHA1())
    h.update(data)
    # vigil: py.weak-hash
    other = hashlib.new(name="md5", data=data)
    # vigil-ok: py.weak-hash
    strong = hashes.Hash(hashes.SHA256())
    return h.finalize() + other.digest() + bytes(strong is None)


def configured_signature(data: bytes) -> str:
    algorithm = "SHA1"
    # vigil: py.weak-hash
    h = hashlib.new(algorithm)
    h.update(data)
    strong = "sha256"
    # vigil-ok: py.weak-hash
    h2 = hashlib.new(strong, data)
    return h.hexdigest() + h2.hexdigest()


def store_password_digest(password: str, conf) -> str:
    algorithm = conf.get("digest", "algorithm", fallback="md5")
    # vigil: py.weak-hash
    h = hashlib.new(algorithm)
    h.update(password.encode())
    return h.hexdigest()


def store_token_digest(token: str, environ) -> str:
    algorithm = environ.get("TOKEN_DIGEST", "sha256")
    # vigil-ok: py.weak-hash
    h = hashlib.new(algorithm)
    h.update(token.encode())
    return h.hexdigest()


def digest_of_upload(data: bytes) -> str:
    # vigil: py.weak-hash
    h = hashlib.md5()
    h.update(data)
    return store_credential(h.hexdigest())
