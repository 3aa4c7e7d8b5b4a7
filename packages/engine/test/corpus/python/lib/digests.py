"""Digests of the reporting module: change detection, short names, signed exports."""
import hashlib


def report_changed(body: str, previous: str) -> bool:
    # vigil-ok: py.weak-hash
    return hashlib.md5(body.encode()).hexdigest() != previous


def short_table_name(name: str) -> str:
    # vigil-ok: py.weak-hash
    return "t_" + hashlib.sha1(name.encode()).hexdigest()[:8]


def export_signature(payload: bytes, shared: bytes) -> str:
    """Signs an export for the partner: they recompute it with the shared secret."""
    # vigil: py.weak-hash
    return hashlib.md5(shared + payload).hexdigest()


def remember_cookie_valid(request, user) -> bool:
    # vigil: py.weak-hash
    return hashlib.sha1(user.secret.encode()).hexdigest() == request.COOKIES.get("remember")
