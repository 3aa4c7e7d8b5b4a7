"""Result filters of a metasearch proxy, with the regex package (Unicode word classes)."""
import regex
from flask import Flask, request

app = Flask(__name__)


@app.route("/filter")
def filter_results():
    words = request.args.get("exclude", "")
    titles = ["Tea pot", "Blue mug"]
    # vigil: py.regex-injection
    return {"kept": [t for t in titles if not regex.search(words, t)]}


@app.route("/filter-words")
def filter_words():
    words = request.args.get("exclude", "")
    titles = ["Tea pot", "Blue mug"]
    # vigil-ok: py.regex-injection
    return {"kept": [t for t in titles if not regex.search(regex.escape(words), t)]}
