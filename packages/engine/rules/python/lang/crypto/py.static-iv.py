import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def seal_cbc(key, data):
    # vigil: py.static-iv
    return AES.new(key, AES.MODE_CBC, iv=b"\x00" * 16).encrypt(data)


def seal_cbc_positional(key, data):
    # vigil: py.static-iv
    return AES.new(key, AES.MODE_CBC, b"0123456789abcdef").encrypt(data)


def seal_gcm(key, data):
    # vigil: py.static-iv
    return AES.new(key, AES.MODE_GCM, nonce=b"fixednonce12").encrypt(data)


def seal_hazmat(key, data):
    # vigil: py.static-iv
    enc = Cipher(algorithms.AES(key), modes.CBC(b"abcdefghijklmnop")).encryptor()
    return enc.update(data) + enc.finalize()


def seal_ok(key, data):
    # vigil-ok: py.static-iv
    return AES.new(key, AES.MODE_CBC, iv=os.urandom(16)).encrypt(data)


def seal_gcm_ok(key, data):
    # vigil-ok: py.static-iv
    return AES.new(key, AES.MODE_GCM).encrypt(data)


def seal_hazmat_ok(key, data, iv):
    # vigil-ok: py.static-iv
    enc = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
    return enc.update(data) + enc.finalize()
