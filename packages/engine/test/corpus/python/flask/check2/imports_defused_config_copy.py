"""XML import view: defused after config copy."""


import defusedxml.ElementTree
from flask import Blueprint
from flask import request


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = copy\n")


bp = Blueprint("imports_defused_config_copy", __name__)


@bp.get("/imports/defused/config-copy")
def imports_defused_config_copy():
    param = request.cookies.get("pref", "")
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    # vigil-ok: py.xxe
    doc = defusedxml.ElementTree.fromstring(bar)
    return {"tag": doc.tag}
