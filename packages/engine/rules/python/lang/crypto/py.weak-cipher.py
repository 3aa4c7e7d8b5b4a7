from Crypto.Cipher import DES, ARC4, AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def encrypt_legacy(key, data):
    # vigil: py.weak-cipher
    cipher = DES.new(key, DES.MODE_CBC)
    return cipher.encrypt(data)


def stream(key, data):
    # vigil: py.weak-cipher
    return ARC4.new(key).encrypt(data)


def tdes(key, iv):
    # vigil: py.weak-cipher
    return Cipher(algorithms.TripleDES(key), modes.CBC(iv)).encryptor()


def modern(key, nonce, data):
    # vigil-ok: py.weak-cipher
    cipher = AES.new(key, AES.MODE_GCM, nonce=nonce)
    return cipher.encrypt_and_digest(data)


def legacy_vault(key, data):
    import pyDes
    import Crypto.Cipher.DES
    # vigil: py.weak-cipher
    box = pyDes.triple_des(key, pyDes.CBC, b"\0" * 8, padmode=pyDes.PAD_PKCS5)
    # vigil: py.weak-cipher
    old = Crypto.Cipher.DES.new(key[:8], Crypto.Cipher.DES.MODE_CBC)
    return box.encrypt(data), old
