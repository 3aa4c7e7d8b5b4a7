import ssl
import requests
import httpx


def fetch(url):
    # vigil: py.tls-verify-disabled
    return requests.get(url, timeout=5, verify=False)


def client():
    # vigil: py.tls-verify-disabled
    return httpx.Client(verify=False)


def context():
    ctx = ssl.create_default_context()
    # vigil: py.tls-verify-disabled
    ctx.check_hostname = False
    # vigil: py.tls-verify-disabled
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def session():
    s = requests.Session()
    # vigil: py.tls-verify-disabled
    s.verify = False
    return s


def fetch_internal(url):
    # vigil-ok: py.tls-verify-disabled
    return requests.get(url, timeout=5, verify="/etc/ssl/internal-ca.pem")


def custom_hostname_matching():
    ctx = ssl.create_default_context()
    # hostname is matched by our own pinning code below; the chain is still verified
    # vigil-ok: py.tls-verify-disabled
    ctx.check_hostname = False
    return ctx


def strict_context():
    ctx = ssl.create_default_context()
    # vigil-ok: py.tls-verify-disabled
    ctx.verify_mode = ssl.CERT_REQUIRED
    return ctx


def read_claims(token, key):
    import jwt
    # vigil-ok: py.tls-verify-disabled
    return jwt.decode(token, key, verify=False)
