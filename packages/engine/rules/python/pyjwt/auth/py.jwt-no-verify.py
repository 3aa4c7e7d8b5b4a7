import jwt


def current_user(token):
    # vigil: py.jwt-no-verify
    claims = jwt.decode(token, options={"verify_signature": False})
    return claims["sub"]


def legacy(token):
    # vigil: py.jwt-no-verify
    return jwt.decode(token, verify=False)


def current_user_safe(token, key):
    # vigil-ok: py.jwt-no-verify
    claims = jwt.decode(token, key, algorithms=["RS256"], options={"require": ["exp"]})
    return claims["sub"]
