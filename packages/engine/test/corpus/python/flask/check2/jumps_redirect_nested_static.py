"""Jump view: redirect after nested static."""


from flask import redirect
from flask import request
from flask.views import MethodView


class Outer:
    class Inner:
        @staticmethod
        def pick(value):
            return value.strip()


class JumpsRedirectNestedStaticView(MethodView):
    def post(self):
        param = request.cookies.get("pref", "")
        bar = Outer.Inner.pick(param)
        # vigil: py.open-redirect
        return redirect(bar)

    def get(self):
        return self.post()


def register(app):
    app.add_url_rule("/jumps/redirect/nested-static", view_func=JumpsRedirectNestedStaticView.as_view("jumps_redirect_nested_static"))
