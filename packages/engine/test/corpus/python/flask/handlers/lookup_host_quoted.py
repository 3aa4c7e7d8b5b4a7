"""Network views running resolver tools."""
import shlex
import subprocess
from flask import Flask
from flask import request
from flask.views import MethodView


app = Flask(__name__)


class LookupHostQuotedView(MethodView):
    def post(self):
        param = request.args.get("value", "")
        limit = 97
        bar = param if limit * 3 - 50 > 200 else "fallback"
        # vigil-ok: py.command-injection
        done = subprocess.run("nslookup " + shlex.quote(bar), shell=True, capture_output=True)
        return "exit " + str(done.returncode)


app.add_url_rule("/cmdi/lookup-host-quoted", view_func=LookupHostQuotedView.as_view("lookup_host_quoted"))
