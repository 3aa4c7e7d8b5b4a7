from Crypto.PublicKey import DSA, RSA
from cryptography.hazmat.primitives.asymmetric import dsa, rsa


def legacy_pair():
    # vigil: py.weak-key-size
    return RSA.generate(1024)


def legacy_dsa():
    # vigil: py.weak-key-size
    return DSA.generate(bits=1024)


def hazmat_pair():
    # vigil: py.weak-key-size
    return rsa.generate_private_key(public_exponent=65537, key_size=1024)


def hazmat_dsa():
    # vigil: py.weak-key-size
    return dsa.generate_private_key(1024)


def pair_ok():
    # vigil-ok: py.weak-key-size
    return RSA.generate(3072)


def hazmat_ok():
    # vigil-ok: py.weak-key-size
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)
