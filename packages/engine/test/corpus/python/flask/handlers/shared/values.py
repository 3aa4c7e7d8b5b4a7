"""Value helpers shared by the handler views."""
import html
import os

FILES_DIR = "/srv/app/files"
REPORT_KINDS = ("daily", "weekly", "monthly")


class Echo:
    """Gives the value back unchanged."""

    def apply(self, value):
        return value


class Blank:
    """Gives a fixed value whatever it is given."""

    def apply(self, value):
        return "blank"


def make_step(kind):
    if kind == "blank":
        return Blank()
    return Echo()


def wrap_in_list(value):
    return ["head", value, "tail"]


def as_record(value):
    return {"given": value, "kind": "note"}


def report_kind(value):
    if value not in REPORT_KINDS:
        raise ValueError("unknown report kind")
    return value


def markup_safe(value):
    return html.escape(value, quote=True)


def stored_name(value):
    return os.path.basename(value)
