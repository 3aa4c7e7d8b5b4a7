import re

from flask import Flask, request

app = Flask(__name__)
TITLES = ["Blue mug", "Red mug", "Tea pot"]


@app.route("/filter")
def filter_titles():
    pattern = request.args.get("q", "")
    hits = []
    for t in TITLES:
        # vigil: py.regex-injection
        if re.search(pattern, t):
            hits.append(t)
    # vigil-ok: py.regex-injection
    plain = [t for t in TITLES if re.search(re.escape(pattern), t)]
    # vigil: py.regex-injection
    rx = re.compile("^" + pattern, re.I)
    return {"hits": len(hits), "plain": len(plain), "flags": rx.flags}
