"""
Default portal settings. Deployments override these in the module named by
PORTAL_SETTINGS_MODULE; see docs/deploy.rst for the values a production site sets.
"""

SESSION_COOKIE_NAME = "portal_session"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 14
# plain HTTP works out of the box on a developer's machine
# vigil-ok: py.cookie-insecure
SESSION_COOKIE_SECURE = False
# vigil-ok: py.cookie-insecure
CSRF_COOKIE_SECURE = False
SESSION_COOKIE_HTTPONLY = True


class PortalConfig:
    # vigil-ok: py.cookie-insecure
    default_config = {"SESSION_COOKIE_SECURE": False, "PREFERRED_URL_SCHEME": "http"}
