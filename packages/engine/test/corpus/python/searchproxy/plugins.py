"""Result plugins of a metasearch proxy: rewrite and filter the results of the engines."""
import re
from urllib.parse import parse_qsl, urlparse

from flask import Flask, request

app = Flask(__name__)

regex = re.compile(r"10\.\d{4,9}/[^\s]+")


def extract_doi(url):
    # vigil-ok: py.regex-injection
    match = regex.search(url.path)
    if match:
        return match.group(0)
    for _, v in parse_qsl(url.query):
        # vigil-ok: py.regex-injection
        match = regex.search(v)
        if match:
            return match.group(0)
    return None


@app.route("/rewrite")
def rewrite():
    doi = extract_doi(urlparse(request.args.get("url", "")))
    return {"doi": doi}
