import os

# vigil: py.allowed-hosts-wildcard
ALLOWED_HOSTS = ["*"]

if os.environ.get("STAGING"):
    # vigil: py.allowed-hosts-wildcard
    ALLOWED_HOSTS = ("*",)

# vigil-ok: py.allowed-hosts-wildcard
ALLOWED_HOSTS = ["clinic.example.org", ".clinic.example.org"]
# vigil-ok: py.allowed-hosts-wildcard
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")
# vigil-ok: py.allowed-hosts-wildcard
CORS_ALLOWED_ORIGINS = ["*"]
