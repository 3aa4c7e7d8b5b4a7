"""Request readers shared by the views."""


def read_value(req, name):
    value = req.args.get(name)
    if value is None:
        return ""
    return value


def read_fixed(req, name):
    return "fixed"


class RequestReader:
    def __init__(self, req):
        self.req = req

    def value(self, name):
        return self.req.form.get(name, "")

    def constant(self, name):
        return "constant"
