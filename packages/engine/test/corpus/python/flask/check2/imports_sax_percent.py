"""XML import view: sax after percent."""


import xml.sax
from flask import Blueprint
from flask import request
from xml.sax.handler import feature_external_ges


import io


bp = Blueprint("imports_sax_percent", __name__)


@bp.route("/imports/sax/percent", methods=["GET", "POST"])
def imports_sax_percent():
    param = request.get_data(as_text=True)
    bar = "%s" % (param,)
    reader = xml.sax.make_parser()
    reader.setFeature(feature_external_ges, True)
    # vigil: py.xxe
    reader.parse(io.StringIO(bar))
    return {"ok": True}
