"""Formula views evaluating expressions."""
import configparser
from flask import Flask
from flask import request


app = Flask(__name__)


@app.route("/code/formula-scope", methods=["GET", "POST"])
def formula_scope():
    param = request.form.get("comment", "")
    conf = configparser.ConfigParser()
    conf.add_section("scratch")
    conf.set("scratch", "entry", param)
    bar = conf.get("scratch", "entry")
    scope = {"data": bar}
    # vigil-ok: py.code-injection
    exec("result = len(data)", scope)
    return "length " + str(int(scope["result"]))
