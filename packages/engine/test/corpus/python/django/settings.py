import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# vigil: py.hardcoded-key
SECRET_KEY = "django-insecure-7f#k2p!x9qz@m4v$w1r8t&y6u3e0o5i"

# vigil: py.debug-enabled
DEBUG = True

ALLOWED_HOSTS = ["inventory.example.com"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "inventory",
        "USER": "inventory",
        # vigil: py.hardcoded-password
        "PASSWORD": "inv3ntory-db-pass",
        "HOST": "db.internal",
    },
    "replica": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "inventory",
        "USER": "inventory_ro",
        # vigil-ok: py.hardcoded-password
        "PASSWORD": os.environ.get("REPLICA_DB_PASSWORD", ""),
        "HOST": "replica.internal",
    },
}

# vigil: py.cookie-insecure
SESSION_COOKIE_SECURE = False
# vigil-ok: py.cookie-insecure
CSRF_COOKIE_SECURE = True

# vigil: py.cors-permissive
CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_CREDENTIALS = True
