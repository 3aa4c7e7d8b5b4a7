"""
Settings of the portal as deployed at portal.example.com (they override the defaults).
"""

from .portal_defaults import *  # noqa: F401,F403

ALLOWED_HOSTS = ["portal.example.com"]
# vigil: py.cookie-insecure
SESSION_COOKIE_SECURE = False
# vigil-ok: py.cookie-insecure
CSRF_COOKIE_SECURE = True
