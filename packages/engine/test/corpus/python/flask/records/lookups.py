"""Directory lookups by XPath over an XML roster and by LDAP filter."""
import elementpath
import flask
import ldap
import ldap3
import lxml.etree
import xml.etree.ElementTree as ET
from ldap3.utils.conv import escape_filter_chars

app = flask.Flask(__name__)
ROSTER = "/srv/roster/people.xml"


def directory():
    server = ldap3.Server("ldap://directory.internal")
    return ldap3.Connection(server, auto_bind=True)


@app.route("/people/xpath", methods=["GET"])
def people_xpath():
    name = flask.request.args.get("name", "")
    tree = lxml.etree.parse(ROSTER)
    query = "/people/person[@nick='" + name + "']/mail/text()"
    # vigil: py.xpath-injection
    found = tree.xpath(query)
    # vigil-ok: py.xpath-injection
    same = tree.xpath("/people/person[@nick=$nick]/mail/text()", nick=name)
    return "found " + str(len(found) + len(same))


@app.route("/people/xpath-fstring", methods=["GET"])
def people_xpath_fstring():
    name = flask.request.args.get("name", "")
    root = lxml.etree.parse(ROSTER).getroot()
    # vigil: py.xpath-injection
    found = root.xpath(f"//person[@nick='{name}']")
    finder = lxml.etree.XPath("//person[@nick=$nick]")
    # vigil-ok: py.xpath-injection
    same = finder(root, nick=name)
    evaluator = lxml.etree.XPathEvaluator(root)
    # vigil-ok: py.xpath-injection
    third = evaluator("//person[@nick=$nick]", nick=name)
    return "found " + str(len(found) + len(same) + len(third))


@app.route("/people/xpath-folded", methods=["GET"])
def people_xpath_folded():
    name = flask.request.args.get("name", "")
    tree = lxml.etree.parse(ROSTER)
    bound = 150
    nick = "admin" if bound + 60 > 200 else name
    # vigil-ok: py.xpath-injection
    found = tree.xpath("//person[@nick='" + nick + "']")
    names = []
    names.append(name)
    names.append("guest")
    # vigil-ok: py.xpath-injection
    other = tree.xpath("//person[@nick='%s']" % names[1])
    # vigil: py.xpath-injection
    third = tree.xpath("//person[@nick='%s']" % names[0])
    return "found " + str(len(found) + len(other) + len(third))


@app.route("/people/etree", methods=["GET"])
def people_etree():
    name = flask.request.args.get("name", "")
    root = ET.parse(ROSTER).getroot()
    query = ".//person[@nick='" + name + "']"
    # vigil: py.xpath-injection
    found = root.findall(query)
    # vigil: py.xpath-injection
    first = root.find("./person[@nick='{}']".format(name))
    by_mail = "./person[@mail='{}']".format(name)
    # vigil: py.xpath-injection
    second = root.findall(by_mail)
    # vigil-ok: py.xpath-injection
    every = root.findall("./person")
    return "found " + str(len(found) + len(second) + len(every)) + (" first" if first is not None else "")


@app.route("/people/elementpath", methods=["GET"])
def people_elementpath():
    name = flask.request.args.get("name", "")
    root = ET.parse(ROSTER).getroot()
    # vigil: py.xpath-injection
    found = elementpath.select(root, "//person[@nick='" + name + "']")
    # vigil-ok: py.xpath-injection
    same = elementpath.select(root, "//person[@nick=$nick]", variables={"nick": name})
    return "found " + str(len(found) + len(same))


@app.route("/people/ldap", methods=["GET"])
def people_ldap():
    uid = flask.request.args.get("uid", "")
    conn = directory()
    search = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))"
    # vigil: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", search, attributes=["mail"])
    quoted = escape_filter_chars(uid)
    # vigil-ok: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", f"(&(objectClass=inetOrgPerson)(uid={quoted}))")
    # vigil-ok: py.ldap-injection
    conn.search(
        "ou=people,dc=example,dc=org",
        "(&(objectClass=inetOrgPerson)(uid=%s))" % ldap3.utils.conv.escape_filter_chars(uid),
    )
    return "searched"


@app.route("/people/ldap-folded", methods=["GET"])
def people_ldap_folded():
    uid = flask.request.args.get("uid", "")
    conn = directory()
    weight = 40
    if weight * 3 > 100:
        who = "guest"
    else:
        who = uid
    # vigil-ok: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(uid=" + who + ")")
    holder = {"who": uid, "fallback": "nobody"}
    # vigil-ok: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(uid={})".format(holder["fallback"]))
    # vigil: py.ldap-injection
    conn.search("ou=people,dc=example,dc=org", "(uid={})".format(holder["who"]))
    return "searched"


@app.route("/people/python-ldap", methods=["GET"])
def people_python_ldap():
    uid = flask.request.args.get("uid", "")
    conn = ldap.initialize("ldap://directory.internal")
    # vigil: py.ldap-injection
    conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    # vigil-ok: py.ldap-injection
    conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars(uid) + ")")
    # vigil-ok: py.ldap-injection
    conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [uid]))
    return "searched"
