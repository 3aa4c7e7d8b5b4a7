"""Record views registered by a setup function, each building its answer in RESPONSE."""
import os
import xml.sax

import flask
import lxml.etree

from support import convert
from support.convert import Shaper, default_name, first_word, for_html, keep


def init(app):
    @app.route("/registry/eval", methods=["GET"])
    def registry_eval_get():
        return registry_eval_post()

    @app.route("/registry/eval", methods=["POST"])
    def registry_eval_post():
        RESPONSE = ""
        param = flask.request.form.get("formula")
        if not param:
            param = ""
        bar = keep(param)
        try:
            # vigil: py.code-injection
            RESPONSE += for_html(eval(bar))
        except Exception:
            RESPONSE += "could not evaluate"
        return RESPONSE

    @app.route("/registry/eval-fixed", methods=["POST"])
    def registry_eval_fixed():
        RESPONSE = ""
        param = flask.request.form.get("formula", "")
        bar = default_name(param)
        try:
            # vigil-ok: py.code-injection
            RESPONSE += for_html(eval("'" + bar + "'"))
        except Exception:
            RESPONSE += "could not evaluate"
        return RESPONSE

    @app.route("/registry/eval-shaped", methods=["POST"])
    def registry_eval_shaped():
        RESPONSE = ""
        param = flask.request.form.get("formula", "")
        shaper = Shaper()
        bar = shaper.fixed(param)
        # vigil-ok: py.code-injection
        RESPONSE += for_html(eval(bar + ".upper()"))
        other = shaper.plain(param)
        # vigil: py.code-injection
        RESPONSE += for_html(eval(other))
        return RESPONSE

    @app.route("/registry/eval-headers", methods=["POST"])
    def registry_eval_headers():
        RESPONSE = ""
        values = flask.request.headers.getlist("X-Formula")
        param = values[0] if values else ""
        bar = first_word(param)
        # vigil: py.code-injection
        RESPONSE += for_html(eval(bar))
        return RESPONSE

    @app.route("/registry/file", methods=["POST"])
    def registry_file():
        RESPONSE = ""
        param = flask.request.form.get("name", "")
        bar = convert.keep(param)
        name = os.path.join(convert.DATA_DIR, bar)
        try:
            # vigil: py.path-traversal
            with open(name, "rb") as fh:
                RESPONSE += for_html(fh.read(100))
        except OSError:
            RESPONSE += "no such record"
        return RESPONSE

    @app.route("/registry/file-default", methods=["POST"])
    def registry_file_default():
        RESPONSE = ""
        param = flask.request.form.get("name", "")
        bar = convert.default_name(param)
        name = os.path.join(convert.DATA_DIR, bar)
        # vigil-ok: py.path-traversal
        with open(name, "rb") as fh:
            RESPONSE += for_html(fh.read(100))
        return RESPONSE

    @app.route("/registry/xml", methods=["POST"])
    def registry_xml():
        RESPONSE = ""
        param = flask.request.form.get("doc", "")
        bar = keep(param)
        try:
            parser = lxml.etree.XMLParser(resolve_entities=False)
            # vigil-ok: py.xxe
            root = lxml.etree.fromstring(bar, parser)
            RESPONSE += for_html(root.text)
        except lxml.etree.XMLSyntaxError:
            RESPONSE += "bad document"
        return RESPONSE

    @app.route("/registry/xml-loose", methods=["POST"])
    def registry_xml_loose():
        RESPONSE = ""
        param = flask.request.form.get("doc", "")
        bar = keep(param)
        try:
            # vigil-ok: py.xxe-parser
            parser = lxml.etree.XMLParser(resolve_entities=True)
            # vigil: py.xxe
            root = lxml.etree.fromstring(bar, parser)
            RESPONSE += for_html(root.text)
        except lxml.etree.XMLSyntaxError:
            RESPONSE += "bad document"
        return RESPONSE

    @app.route("/registry/sax", methods=["POST"])
    def registry_sax():
        RESPONSE = ""
        param = flask.request.form.get("doc", "")
        bar = keep(param)
        handler = xml.sax.handler.ContentHandler()
        # vigil-ok: py.xxe
        xml.sax.parseString(bar.encode("utf-8"), handler)
        RESPONSE += "parsed"
        return RESPONSE

    @app.route("/registry/session", methods=["POST"])
    def registry_session():
        RESPONSE = ""
        param = flask.request.form.get("nick", "")
        bar = Shaper().plain(param)
        # vigil: py.trust-boundary
        flask.session["nick"] = bar
        RESPONSE += "stored " + for_html(bar)
        return RESPONSE

    @app.route("/registry/session-fixed", methods=["POST"])
    def registry_session_fixed():
        RESPONSE = ""
        param = flask.request.form.get("nick", "")
        bar = Shaper().fixed(param)
        # vigil-ok: py.trust-boundary
        flask.session["nick"] = bar
        RESPONSE += "stored"
        return RESPONSE

    @app.route("/registry/redirect", methods=["POST"])
    def registry_redirect():
        param = flask.request.form.get("next", "")
        bar = keep(param)
        # vigil: py.open-redirect
        return flask.redirect(bar)

    @app.route("/registry/redirect-fixed", methods=["POST"])
    def registry_redirect_fixed():
        param = flask.request.form.get("next", "")
        bar = default_name(param)
        # vigil-ok: py.open-redirect
        return flask.redirect("/" + bar)
