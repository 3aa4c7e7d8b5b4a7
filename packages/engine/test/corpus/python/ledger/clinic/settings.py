import os

# vigil: py.hardcoded-key
SECRET_KEY = "django-insecure-4k9#x2!m7q@p1z8w3e6r5t0y"
# vigil: py.debug-enabled
DEBUG = True
# vigil: py.allowed-hosts-wildcard
ALLOWED_HOSTS = ["*"]
# vigil: py.cookie-insecure
SESSION_COOKIE_SECURE = False
# vigil-ok: py.cookie-insecure
CSRF_COOKIE_SECURE = True
# vigil-ok: py.hardcoded-password
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "PASSWORD": os.environ["DB_PASSWORD"]}}
