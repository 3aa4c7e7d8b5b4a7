import base64
import json
import pickle

import yaml
from flask import Blueprint, request
from lxml import etree

bp = Blueprint("settings", __name__)


@bp.route("/settings/import", methods=["POST"])
def import_settings():
    blob = base64.b64decode(request.form["blob"])
    # vigil: py.insecure-deserialization
    settings = pickle.loads(blob)
    return {"keys": list(settings)}


@bp.route("/settings/import/v2", methods=["POST"])
def import_settings_v2():
    blob = base64.b64decode(request.form["blob"])
    # vigil-ok: py.insecure-deserialization
    settings = json.loads(blob)
    return {"keys": list(settings)}


@bp.route("/settings/yaml", methods=["POST"])
def import_yaml():
    # vigil: py.insecure-deserialization
    data = yaml.load(request.data, Loader=yaml.Loader)
    return {"keys": list(data)}


@bp.route("/settings/yaml/v2", methods=["POST"])
def import_yaml_v2():
    # vigil-ok: py.insecure-deserialization
    data = yaml.safe_load(request.data)
    return {"keys": list(data)}


@bp.route("/settings/xml", methods=["POST"])
def import_xml():
    # built in the view: reported where the request's document reaches it (py.xxe)
    # vigil-ok: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    # vigil: py.xxe
    doc = etree.fromstring(request.data, parser)
    return {"root": doc.tag}


@bp.route("/settings/xml/v2", methods=["POST"])
def import_xml_v2():
    # vigil-ok: py.xxe-parser
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    # vigil-ok: py.xxe
    doc = etree.fromstring(request.data, parser)
    return {"root": doc.tag}


@bp.route("/settings/formula", methods=["POST"])
def formula():
    expr = request.json["expr"]
    # vigil: py.code-injection
    result = eval(expr, {"__builtins__": {}})
    return {"result": result}


@bp.route("/settings/formula/v2", methods=["POST"])
def formula_v2():
    import ast

    # vigil-ok: py.code-injection
    result = ast.literal_eval(request.json["expr"])
    return {"result": result}


@bp.route("/settings/hook", methods=["POST"])
def hook():
    code = request.form.get("code", "")
    # vigil: py.code-injection
    exec(compile(code, "<hook>", "exec"))
    return "", 204
