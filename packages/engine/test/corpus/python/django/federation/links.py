"""URL helpers of the federation app: routes of the app with query strings, copies of parameters."""
from urllib.parse import urlencode

from django.urls import reverse


def route_with_query(name, params=None, **kwargs):
    """The URL of one of the app's own routes, with `params` as its query string."""
    url = reverse(name, **kwargs)
    query = urlencode(params or {})
    return "%s?%s" % (url, query) if query else url


def target_with_query(target, params=None):
    """`target`, whatever it is, with `params` appended as its query string."""
    query = urlencode(params or {})
    return "%s?%s" % (target, query) if query else target


def copy_params(values, ignore=()):
    """A plain dict of the request's parameters, without the ignored keys."""
    return {k: values[k] for k in values if k not in ignore and values[k]}
