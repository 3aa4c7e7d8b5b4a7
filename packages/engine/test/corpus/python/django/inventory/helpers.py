import re

LABEL_DIR = "/srv/labels"
SKU_RE = re.compile(r"^[A-Z0-9-]{4,20}$")


def build_filter(column, value):
    return "%s = '%s'" % (column, value)


def sku_path(sku):
    return LABEL_DIR + "/" + sku + ".pdf"


def clean_sku(sku):
    if not SKU_RE.fullmatch(sku):
        raise ValueError("invalid sku")
    return sku
