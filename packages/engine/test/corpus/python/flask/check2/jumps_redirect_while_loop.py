"""Jump view: redirect after while loop."""


from flask import Blueprint
from flask import redirect
from flask import request


bp = Blueprint("jumps_redirect_while_loop", __name__)


@bp.get("/jumps/redirect/while-loop")
def jumps_redirect_while_loop():
    param = request.values.get("entry") or ""
    bar = ""
    count = 0
    while count < 1:
        bar = bar + param
        count += 1
    # vigil: py.open-redirect
    return redirect(bar)
