"""File view: realpath check after config copy."""


import os
from flask import Blueprint
from flask import request


UPLOADS = "/srv/uploads"


import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read_string("[shaping]\nmode = copy\n")


bp = Blueprint("files_realpath_check_config_copy", __name__)


@bp.get("/files/realpath-check/config-copy")
def files_realpath_check_config_copy():
    param = request.cookies.get("pref", "")
    if SETTINGS.get("shaping", "mode") == "copy":
        bar = param
    else:
        bar = "unused"
    target = os.path.realpath(os.path.join(UPLOADS, bar))
    if not target.startswith(UPLOADS + os.sep):
        return {"error": "outside"}, 403
    # vigil-ok: py.path-traversal
    os.remove(target)
    return {"removed": True}
