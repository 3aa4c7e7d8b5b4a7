"""Small conversions shared by the record views."""
import html
import pathlib

DATA_DIR = pathlib.Path("/srv/records/data")


def for_html(text):
    return html.escape(str(text))


def keep(text):
    return text


def default_name(text):
    if text is None:
        return "summary.txt"
    return "summary.txt"


def first_word(text):
    words = text.split(" ")
    return words[0]


class Shaper:
    """Turns a value into another one; `plain` keeps it, `fixed` replaces it."""

    def plain(self, text):
        return text

    def fixed(self, text):
        return "records"
