"""Calculator view: eval after dataclass."""


from flask import Blueprint
from flask import request


from dataclasses import dataclass


@dataclass
class Entry:
    text: str
    kind: str = "plain"


bp = Blueprint("calc_eval_dataclass", __name__)


@bp.route("/calc/eval/dataclass/<name>", methods=["GET", "POST"])
def calc_eval_dataclass(name):
    param = name
    bar = Entry(param).text
    # vigil: py.code-injection
    result = eval(bar)
    return {"result": str(result)}
