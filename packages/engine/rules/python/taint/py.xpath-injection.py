from lxml import etree
from flask import Flask, request

app = Flask(__name__)
tree = etree.parse("users.xml")


@app.route("/user")
def user():
    name = request.args.get("name", "")
    # vigil: py.xpath-injection
    found = tree.xpath("//user[@name='" + name + "']/email/text()")
    # vigil-ok: py.xpath-injection
    same = tree.xpath("//user[@name=$name]/email/text()", name=name)
    # vigil: py.xpath-injection
    finder = etree.XPath(f"//user[@id='{name}']")
    return str(found + same) + str(finder)
