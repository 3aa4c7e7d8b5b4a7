from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def encrypt_id(key, data):
    # vigil: py.ecb-mode
    return AES.new(key, AES.MODE_ECB).encrypt(data)


def encryptor(key):
    # vigil: py.ecb-mode
    return Cipher(algorithms.AES(key), modes.ECB()).encryptor()


def encrypt_gcm(key, data):
    # vigil-ok: py.ecb-mode
    return AES.new(key, AES.MODE_GCM).encrypt_and_digest(data)
