import jwt


def parse(token, key):
    # vigil: py.jwt-none
    return jwt.decode(token, key, algorithms=["HS256", "none"])


def unsigned(claims):
    # vigil: py.jwt-none
    return jwt.encode(claims, None, algorithm="none")


def parse_safe(token, key):
    # vigil-ok: py.jwt-none
    return jwt.decode(token, key, algorithms=["RS256"])
