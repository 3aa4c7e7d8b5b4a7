"""Archive views opening stored files by name."""
from flask import Blueprint
from flask import request

bp = Blueprint("notes_keyword_open", __name__)
NOTES = "/srv/app/notes"


@bp.get("/path/notes-keyword")
def notes_keyword_open():
    param = request.args.get("note", "")
    # vigil: py.path-traversal
    with open(file=f"{NOTES}/{param}", encoding="utf-8") as handle:
        return "length " + str(len(handle.read()))
