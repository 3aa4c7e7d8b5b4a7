"""Views restoring client state."""
import jsonpickle
from flask import Blueprint
from flask import request


bp = Blueprint("restore_object", __name__)


@bp.post("/deser/restore-object")
def restore_object():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("field", ""))
    values = ["alpha", param, "omega"]
    values.pop(0)
    bar = values[0]
    # vigil: py.insecure-deserialization
    obj = jsonpickle.decode(bar)
    return "type " + type(obj).__name__
