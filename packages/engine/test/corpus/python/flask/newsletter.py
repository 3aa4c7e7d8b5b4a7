"""Newsletter previews rendered with Jinja environments, and the development server."""
from flask import Flask, request
from jinja2 import Environment, select_autoescape

app = Flask(__name__)
plain_env = Environment(autoescape=False)
html_env = Environment(autoescape=select_autoescape(["html"]))


@app.route("/newsletter/preview")
def preview():
    headline = request.args.get("headline", "")
    env = Environment(autoescape=False)
    tpl = env.from_string("<h1>{{ headline }}</h1>")
    # vigil: py.xss
    return tpl.render(headline=headline)


@app.route("/newsletter/preview/escaped")
def preview_escaped():
    headline = request.args.get("headline", "")
    env = Environment(autoescape=True)
    tpl = env.from_string("<h1>{{ headline }}</h1>")
    # vigil-ok: py.xss
    return tpl.render(headline=headline)


@app.route("/newsletter/teaser")
def teaser():
    text = request.form.get("text", "")
    # vigil: py.xss
    return plain_env.from_string("<p>{{ text }}</p>").render(text=text)


@app.route("/newsletter/teaser/escaped")
def teaser_escaped():
    text = request.form.get("text", "")
    # vigil-ok: py.xss
    return html_env.from_string("<p>{{ text }}</p>").render(text=text)


if __name__ == "__main__":
    # vigil: py.debug-enabled
    app.config["DEBUG"] = True
    app.run(port=8025)
