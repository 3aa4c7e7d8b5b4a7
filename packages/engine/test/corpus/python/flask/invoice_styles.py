"""Invoice previews: an XML invoice rendered to HTML with an XSLT stylesheet."""

from pathlib import Path

from flask import Blueprint, abort, request
from lxml import etree

bp = Blueprint("invoice_styles", __name__)

STYLES = Path(__file__).parent / "styles"
HARDENED = etree.XMLParser(resolve_entities=False, no_network=True)
KNOWN_STYLES = {"plain": "plain.xsl", "print": "print.xsl"}


def invoice_tree(invoice_id):
    return etree.fromstring(b"<invoice id='%d'/>" % invoice_id, HARDENED)


@bp.post("/invoices/<int:invoice_id>/preview")
def preview(invoice_id):
    # the customer's own stylesheet, uploaded with the request
    sheet = etree.fromstring(request.files["stylesheet"].read(), HARDENED)
    # vigil: py.template-injection
    transform = etree.XSLT(sheet)
    return str(transform(invoice_tree(invoice_id)))


@bp.get("/invoices/<int:invoice_id>/styled")
def styled(invoice_id):
    name = KNOWN_STYLES.get(request.args.get("style", "plain"))
    if name is None:
        abort(404)
    sheet = etree.parse(str(STYLES / name), HARDENED)
    # vigil-ok: py.template-injection
    transform = etree.XSLT(sheet)
    return str(transform(invoice_tree(invoice_id)))


@bp.post("/invoices/<int:invoice_id>/inline")
def inline(invoice_id):
    # vigil: py.template-injection
    transform = etree.XSLT(etree.XML(request.form["xsl"].encode(), HARDENED))
    return str(transform(invoice_tree(invoice_id)))
