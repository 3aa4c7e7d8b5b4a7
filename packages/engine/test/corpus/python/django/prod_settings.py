import os

# vigil-ok: py.hardcoded-key
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

# vigil-ok: py.debug-enabled
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True

# vigil-ok: py.cors-permissive
CORS_ALLOW_ALL_ORIGINS = False
CORS_ALLOWED_ORIGINS = ["https://inventory.acme.example", "https://admin.acme.example"]
CORS_ALLOW_CREDENTIALS = True
