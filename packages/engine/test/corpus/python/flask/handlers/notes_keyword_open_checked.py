"""Archive views opening stored files by name."""
from flask import Blueprint
from flask import abort
from flask import request

bp = Blueprint("notes_keyword_open_checked", __name__)
NOTES = "/srv/app/notes"


@bp.get("/path/notes-keyword-checked")
def notes_keyword_open_checked():
    param = request.args.get("note", "")
    if not param.isalnum():
        abort(400)
    # vigil-ok: py.path-traversal
    with open(file=f"{NOTES}/{param}", encoding="utf-8") as handle:
        return "length " + str(len(handle.read()))
