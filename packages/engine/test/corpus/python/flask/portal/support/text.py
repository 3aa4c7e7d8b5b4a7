"""Text helpers shared by the portal views."""
import html
import os

ATTACHMENTS = "/srv/portal/attachments"


def to_html(value):
    return html.escape(value, quote=True)


def tidy(value):
    return value.strip()


def attachment_path(name):
    return os.path.join(ATTACHMENTS, name)
