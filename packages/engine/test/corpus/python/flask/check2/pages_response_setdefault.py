"""Page view: response after setdefault."""


from flask import Response
from flask import request


def init(app):
    @app.route("/pages/response/setdefault", methods=["POST"])
    def pages_response_setdefault():
        param = request.headers.get("X-Trace-Label", "")
        store = {}
        store.setdefault("slot", param)
        bar = store["slot"]
        # vigil: py.xss
        return Response("<div>%s</div>" % bar, mimetype="text/html")
