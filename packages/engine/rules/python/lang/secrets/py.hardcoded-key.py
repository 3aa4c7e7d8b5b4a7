import hmac
import jwt
from flask import Flask

app = Flask(__name__)
# vigil: py.hardcoded-key
app.secret_key = "dev-key-do-not-ship"

# vigil: py.hardcoded-key
SECRET_KEY = "django-insecure-8f$2k!x0q9w3e4r5t6y7u8i9o0p"


def issue(user_id):
    # vigil: py.hardcoded-key
    return jwt.encode({"sub": user_id}, "jwt-signing-secret", algorithm="HS256")


def sign(body: bytes) -> str:
    # vigil: py.hardcoded-key
    return hmac.new(b"webhook-secret-123", body, "sha256").hexdigest()


def issue_safe(user_id, key):
    # vigil-ok: py.hardcoded-key
    return jwt.encode({"sub": user_id}, key, algorithm="HS256")


# vigil-ok: py.hardcoded-key
SECRET_KEY_SAFE = os.environ["DJANGO_SECRET_KEY"]
