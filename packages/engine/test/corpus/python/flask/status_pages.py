import html

from flask import Flask, make_response, request
from markupsafe import Markup, escape

app = Flask(__name__)

TITLE = "Status"


def register_status_pages(app):
	"""Routes registered by a function, indented with tabs, building the body piece by piece."""

	@app.route("/status/echo", methods=["POST"])
	def status_echo():
		RESPONSE = ""
		note = request.form.get("note", "")
		RESPONSE += "<h1>" + TITLE + "</h1>"
		RESPONSE += (
			f"<p>Note: {note}</p>"
		)
		# vigil: py.xss
		return RESPONSE

	@app.route("/status/echo-safe", methods=["POST"])
	def status_echo_safe():
		RESPONSE = ""
		note = request.form.get("note", "")
		RESPONSE += "<h1>" + TITLE + "</h1>"
		RESPONSE += f"<p>Note: {html.escape(note)}</p>"
		# vigil-ok: py.xss
		return RESPONSE


@app.route("/status/param")
def status_param():
	value = request.args.get("value")
	# vigil: py.xss
	return f"Parameter value: {value}"


@app.route("/status/param-safe")
def status_param_safe():
	value = request.args.get("value")
	# vigil-ok: py.xss
	return f"Parameter value: {escape(value)}"


@app.route("/status/banner")
def status_banner():
	agent = request.headers.get("User-Agent", "")
	# vigil: py.xss
	resp = make_response("<p>Your browser: " + agent + "</p>")
	resp.headers["Cache-Control"] = "no-store"
	return resp


@app.route("/status/banner-text")
def status_banner_text():
	agent = request.headers.get("User-Agent", "")
	# vigil-ok: py.xss
	resp = make_response("Your browser: " + agent)
	resp.headers["Content-Type"] = "text/plain"
	return resp


@app.route("/status/motd")
def status_motd():
	motd = request.args.get("motd", "")
	# vigil: py.xss
	banner = Markup("<marquee>" + motd + "</marquee>")
	# vigil-ok: py.xss
	safe_banner = Markup("<marquee>{}</marquee>").format(motd)
	return {"banner": str(banner), "safe": str(safe_banner)}
