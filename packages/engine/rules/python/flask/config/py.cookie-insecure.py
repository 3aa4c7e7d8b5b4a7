from flask import Flask, make_response

app = Flask(__name__)
# vigil: py.cookie-insecure
app.config["SESSION_COOKIE_SECURE"] = False


@app.route("/login", methods=["POST"])
def login():
    resp = make_response("ok")
    # vigil: py.cookie-insecure
    resp.set_cookie("session_id", new_session())
    # vigil: py.cookie-insecure
    resp.set_cookie("remember", "1", secure=True, httponly=False)
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("sid", new_session(), secure=True, httponly=True, samesite="Lax")
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("sid", new_session(), secure=app.config["SECURE_COOKIES"], httponly=True)
    # vigil-ok: py.cookie-insecure
    jar.set_cookie(cookie)
    # vigil-ok: py.cookie-insecure
    resp.set_cookie("remember", max_age=0, path="/", secure=False)
    # vigil: py.cookie-insecure
    resp.set_cookie("remember", "", max_age=60, path="/", secure=False)
    return resp


# Django settings
# vigil: py.cookie-insecure
SESSION_COOKIE_SECURE = False
# vigil-ok: py.cookie-insecure
CSRF_COOKIE_SECURE = True

# vigil: py.cookie-insecure
app.config.update(SESSION_COOKIE_HTTPONLY=False, SESSION_COOKIE_SAMESITE="Lax")
# vigil-ok: py.cookie-insecure
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)
app.config.from_mapping({
    # vigil: py.cookie-insecure
    "SESSION_COOKIE_SECURE": False,
})


class Portal(Flask):
    # the framework's defaults: every deployment sets its own in its configuration
    default_config = dict(
        {
            # vigil-ok: py.cookie-insecure
            "SESSION_COOKIE_SECURE": False,
            "SESSION_COOKIE_NAME": "portal",
        }
    )


# the application's own configuration
overrides = {
    # vigil: py.cookie-insecure
    "SESSION_COOKIE_SECURE": False,
}
