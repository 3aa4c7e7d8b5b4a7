"""Product reviews kept in MongoDB: listing, moderation filters and a saved-search endpoint."""
import json
import random
import secrets
from random import randint

from flask import Blueprint, jsonify, request
from pymongo import MongoClient

reviews_api = Blueprint("reviews_api", __name__)
reviews = MongoClient("mongodb://db:27017")["shop"]["reviews"]

SORTABLE = {"stars", "created", "helpful"}


@reviews_api.route("/reviews/by-author")
def by_author():
    author = request.args.get("author", "")
    # vigil: py.nosql-injection
    mine = reviews.find({"$where": f"this.author === '{author}'"})
    # vigil-ok: py.nosql-injection
    same = reviews.find({"author": author, "hidden": False})
    return jsonify(count=len(list(mine)) + len(list(same)))


@reviews_api.route("/reviews/moderate", methods=["POST"])
def moderate():
    rules = json.loads(request.data)
    # vigil: py.nosql-injection
    flagged = reviews.update_many(rules, {"$set": {"hidden": True}})
    stars = int(rules.get("below", 2))
    # vigil-ok: py.nosql-injection
    low = reviews.update_many({"stars": {"$lt": stars}}, {"$set": {"hidden": True}})
    return jsonify(hidden=flagged.modified_count + low.modified_count)


@reviews_api.route("/reviews/search")
def saved_search():
    # vigil: py.nosql-injection
    first = reviews.find_one(request.args.to_dict())
    order = request.args.get("sort", "created")
    key = order if order in SORTABLE else "created"
    # vigil-ok: py.nosql-injection
    latest = reviews.find_one({"product": request.args.get("product", "")}, sort=[(key, -1)])
    return jsonify(first=str(first), latest=str(latest))


@reviews_api.route("/reviews/<review_id>/claim", methods=["POST"])
def claim(review_id):
    rng = random.Random()
    # vigil: py.insecure-random
    claim_token = rng.getrandbits(64)
    # vigil-ok: py.insecure-random
    edit_token = secrets.token_urlsafe(16)
    # vigil: py.insecure-random
    pin_code = randint(1000, 9999)
    reviews.update_one({"_id": str(review_id)}, {"$set": {"claim": claim_token, "edit": edit_token, "pin": pin_code}})
    return jsonify(ok=True)
