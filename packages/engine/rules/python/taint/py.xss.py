import html
from flask import Flask, request, make_response, render_template_string, jsonify
from markupsafe import Markup, escape
from django.http import HttpResponse

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    if request.args.get("plain"):
        # vigil: py.xss
        return "<h1>Hello " + name + "</h1>"
    if request.args.get("json"):
        # vigil-ok: py.xss
        return jsonify(greeting=name)
    # vigil-ok: py.xss
    return "<h1>Hello " + html.escape(name) + "</h1>"


@app.route("/card")
def card():
    bio = request.form.get("bio")
    # vigil: py.xss
    m = Markup("<div>" + bio + "</div>")
    # vigil-ok: py.xss
    m2 = Markup("<div>%s</div>") % escape(bio)
    # vigil: py.xss
    resp = make_response(f"<p>{bio}</p>")
    # vigil: py.xss
    page = render_template_string("<p>{{ bio|safe }}</p>", bio=bio)
    # vigil-ok: py.xss
    page2 = render_template_string("<p>{{ bio }}</p>", bio=bio)
    return page + page2 + str(m) + str(m2) + resp.get_data(as_text=True)


def profile(request):
    # vigil: py.xss
    return HttpResponse("<p>" + request.GET["nick"] + "</p>")


class Banner:
    def __init__(self, text):
        self.text = text

    def render(self):
        return "<div class='banner'>" + self.text + "</div>"


@app.route("/banner")
def banner():
    banner = Banner(request.args.get("msg", ""))
    # vigil: py.xss
    return banner.render()


@app.route("/greeting")
def greeting():
    from jinja2 import Environment, select_autoescape
    env = Environment(autoescape=select_autoescape())
    tmpl = env.get_template("greeting.html")
    page = tmpl.render(name=request.args.get("name", ""))
    # vigil-ok: py.xss
    return page
