"""Container workers of a CI master and the accounts of its web users."""
import hashlib
import os
from binascii import hexlify

RATE_LIMITS = {
    # vigil-ok: py.hardcoded-password
    "reset_password": "20/m",
    # vigil-ok: py.hardcoded-password
    "change_password": "5/minute",
}

WORKER_DEFAULTS = {
    # vigil: py.hardcoded-password
    "worker_password": "rT7m/2kQ",
}


class ContainerWorker:
    def reconfigure(self, master_name, name, password):
        # a short tag of the master's name in the container's name
        # vigil-ok: py.weak-hash
        self.master_tag = hashlib.sha1(master_name.encode()).hexdigest()[:6]
        return self.configure_login(name, password)

    def configure_login(self, name, password):
        self.login = (name, password)
        return self.login

    def container_name(self, worker):
        return f"ci-{worker}-{self.master_tag}"


def encrypt(passwd):
    salt = hexlify(os.urandom(8))
    # vigil: py.weak-hash
    m = hashlib.sha1()
    m.update(passwd.encode() + salt)
    return salt.decode() + m.hexdigest()
