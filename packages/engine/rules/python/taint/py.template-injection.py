from flask import Flask, request, render_template_string, render_template
from jinja2 import Environment, Template

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    # vigil: py.template-injection
    out = render_template_string("<p>Hello " + name + "</p>")
    # vigil-ok: py.template-injection
    out2 = render_template_string("<p>Hello {{ name }}</p>", name=name)
    # vigil: py.template-injection
    t = Template(request.form["tpl"]).render()
    # vigil: py.template-injection
    t2 = Environment().from_string(request.form["tpl"]).render()
    # vigil-ok: py.template-injection
    t3 = render_template("greet.html", name=name)
    return out + out2 + t + t2 + t3
