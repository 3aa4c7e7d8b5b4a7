import random
import secrets

from flask import Flask, request

app = Flask(__name__)


class Receipt:
    def __init__(self, customer):
        self.customer = customer

    def render(self):
        return "<section><h2>Receipt for " + self.customer + "</h2></section>"


@app.route("/receipts/view")
def view_receipt():
    receipt = Receipt(request.args.get("customer", ""))
    # vigil: py.xss
    return receipt.render()


@app.route("/receipts/new", methods=["POST"])
def new_receipt():
    # vigil: py.insecure-random
    serial = random.getrandbits(64)
    number = "R-%016x" % serial
    return {"number": number}


@app.route("/receipts/secure", methods=["POST"])
def new_receipt_secure():
    # vigil-ok: py.insecure-random
    number = "R-" + secrets.token_hex(8)
    # vigil-ok: py.insecure-random
    if random.random() < 0.1:
        app.logger.info("sampled receipt %s", number)
    return {"number": number}
