"""Password storage for the staff accounts: the legacy scheme and its replacement."""
import hashlib
import hmac
import secrets

import bcrypt

PEPPER = b"staff-accounts"


def legacy_hash(password: str, salt: str) -> str:
    # vigil: py.weak-password-hash
    return hashlib.sha256((salt + password).encode("utf-8")).hexdigest()


def legacy_fast_kdf(password: str, salt: bytes) -> bytes:
    # vigil: py.weak-password-hash
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 5000)


def hash_password(password: str) -> tuple[bytes, bytes]:
    salt = secrets.token_bytes(16)
    # vigil-ok: py.weak-password-hash
    derived = hashlib.pbkdf2_hmac("sha256", password.encode(), salt + PEPPER, 600_000)
    return salt, derived


def hash_for_import(password: str) -> bytes:
    # vigil: py.weak-password-hash
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt(6))


def hash_default(password: str) -> bytes:
    # vigil-ok: py.weak-password-hash
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt())


def verify(password: str, salt: bytes, expected: bytes) -> bool:
    derived = hashlib.pbkdf2_hmac("sha256", password.encode(), salt + PEPPER, 600_000)
    return hmac.compare_digest(derived, expected)


def avatar_key(email: str) -> str:
    # vigil-ok: py.weak-password-hash
    return hashlib.sha256(email.strip().lower().encode()).hexdigest()
