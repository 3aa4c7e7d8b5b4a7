"""Views issuing tokens."""
import random
from flask import Flask
from flask import session
from flask.views import MethodView


app = Flask(__name__)


class OtpIssueSystemView(MethodView):
    def post(self):
        gen = random.SystemRandom()
        # vigil-ok: py.insecure-random
        code = gen.randint(100000, 999999)
        session["otp"] = code
        return "sent"


app.add_url_rule("/rand/otp-issue-system", view_func=OtpIssueSystemView.as_view("otp_issue_system"))
