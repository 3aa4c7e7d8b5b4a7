import re

# vigil: py.redos
EMAIL = re.compile(r"^([a-zA-Z0-9]+\.?)+@example\.com$")


def valid_name(s):
    # vigil: py.redos
    return re.fullmatch(r"(\w+\s?)*", s) is not None


# vigil-ok: py.redos
DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
# vigil-ok: py.redos
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# vigil-ok: py.redos
WORDS = re.compile(r"^(?>\w+\s?)+$")
