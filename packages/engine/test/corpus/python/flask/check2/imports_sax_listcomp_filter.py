"""XML import view: sax after listcomp filter."""


import xml.sax
from flask import request
from xml.sax.handler import feature_external_ges


import io



def install(app):
    @app.route("/imports/sax/listcomp-filter", methods=["GET", "POST"])
    def imports_sax_listcomp_filter():
        param = request.values.get("entry") or ""
        values = [v for v in ["spare", param] if v == "spare"]
        bar = values[0]
        reader = xml.sax.make_parser()
        reader.setFeature(feature_external_ges, True)
        # vigil-ok: py.xxe
        reader.parse(io.StringIO(bar))
        return {"ok": True}
