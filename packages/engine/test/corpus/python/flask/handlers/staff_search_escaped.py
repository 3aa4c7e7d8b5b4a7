"""Staff views searching the directory."""
import ldap
import ldap.filter
from flask import Flask
from flask import request
from flask.views import MethodView


app = Flask(__name__)


class StaffSearchEscapedView(MethodView):
    def post(self):
        param = request.form.get("comment", "")
        bar = param.replace("\t", " ")
        handle = ldap.initialize("ldap://directory.internal")
        flt = "(&(objectClass=person)(cn=" + ldap.filter.escape_filter_chars(bar) + "))"
        # vigil-ok: py.ldap-injection
        found = handle.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, flt)
        return "entries " + str(len(found))


app.add_url_rule("/ldap/staff-search-escaped", view_func=StaffSearchEscapedView.as_view("staff_search_escaped"))
