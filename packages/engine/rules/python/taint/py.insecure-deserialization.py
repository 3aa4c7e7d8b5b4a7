import base64
import marshal
import pickle
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.post("/state")
def state():
    blob = base64.b64decode(request.form["state"])
    # vigil: py.insecure-deserialization
    obj = pickle.loads(blob)
    # vigil: py.insecure-deserialization
    cfg = yaml.load(request.data, Loader=yaml.Loader)
    # vigil-ok: py.insecure-deserialization
    cfg2 = yaml.load(request.data, Loader=yaml.SafeLoader)
    # vigil-ok: py.insecure-deserialization
    cfg3 = yaml.safe_load(request.data)
    # vigil: py.insecure-deserialization
    code = marshal.loads(request.get_data())
    with open("cache.pkl", "rb") as fh:
        # vigil-ok: py.insecure-deserialization
        cached = pickle.load(fh)
    return str((obj, cfg, cfg2, cfg3, code, cached))
