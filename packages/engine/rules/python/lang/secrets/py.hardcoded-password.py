import os
import psycopg2

# vigil: py.hardcoded-password
DB_PASSWORD = "pr0d-Passw0rd!"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "USER": "shop",
        # vigil: py.hardcoded-password
        "PASSWORD": "shop-db-2024",
    }
}


def connect():
    # vigil: py.hardcoded-password
    return psycopg2.connect(host="db", user="app", password="letmein99")


class Settings:
    def __init__(self):
        # vigil: py.hardcoded-password
        self.api_key = "ak_live_8s7d6f5g4h"
        # vigil-ok: py.hardcoded-password
        self.password = os.environ["APP_PASSWORD"]


def connect_safe():
    # vigil-ok: py.hardcoded-password
    return psycopg2.connect(host="db", user="app", password=os.environ["PGPASSWORD"])


# vigil-ok: py.hardcoded-password
PASSWORD = ""
# enum-like constants are labels, not credentials
# vigil-ok: py.hardcoded-password
FORCE_CHANGE_PASSWORD = "FORCE_CHANGE_PASSWORD"
# vigil-ok: py.hardcoded-password
NO_PASSWORD = "no-password-required"
# vigil-ok: py.hardcoded-password
api_key = "<your api key>"
# provider-format tokens are reported by the secrets analyzer, not twice
# vigil-ok: py.hardcoded-password
STRIPE_API_KEY = "sk_live_0000000000000000"
