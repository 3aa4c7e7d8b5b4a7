from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017").shop


@app.route("/users")
def users():
    name = request.args.get("name", "")
    # vigil: py.nosql-injection
    found = list(db.users.find({"$where": "this.name == '" + name + "'"}))
    # vigil-ok: py.nosql-injection
    same = list(db.users.find({"name": name}))
    return {"found": len(found), "same": len(same)}


@app.route("/search", methods=["POST"])
def search():
    # vigil: py.nosql-injection
    hits = db.products.find(request.get_json())
    body = request.get_json() or {}
    # vigil-ok: py.nosql-injection
    named = db.products.find({"sku": str(body.get("sku", ""))})
    return {"hits": len(list(hits)), "named": len(list(named))}
