"""Echo views answering HTML built from request values."""
import collections
from flask import request


def register(bp):
    @bp.route("/xss/bold-label", methods=["GET", "POST"])
    def bold_label():
        payload = request.get_json(silent=True) or {}
        param = str(payload.get("field", ""))
        queue = collections.deque()
        queue.append(param)
        bar = queue.popleft()
        parts = ["<b>", bar, "</b>"]
        # vigil: py.xss
        return "".join(parts)
