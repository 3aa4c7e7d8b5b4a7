"""Redirect views of the inventory app: targets built from the URL configuration and the settings."""
from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme


def to_login(request):
    # the request's query string after a configured URL: the host is the configuration's
    args = request.META.get("QUERY_STRING", "")
    url = settings.LOGIN_URL
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect("%s?%s" % (url, args))


def to_list(request):
    query = urlencode({"q": request.GET.get("q", ""), "page": request.GET.get("page", "1")})
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(reverse("inventory:list") + "?" + query)


def to_next(request):
    target = request.GET.get("next", "/")
    # the client chooses the whole target, host included
    # vigil: py.open-redirect
    return HttpResponseRedirect("%s?%s" % (target, "from=login"))


def back(request):
    # the Referer, checked by keyword against this site's host
    next_url = request.META.get("HTTP_REFERER")
    if not url_has_allowed_host_and_scheme(url=next_url, allowed_hosts={request.get_host()}):
        next_url = "/"
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(next_url)


def back_unchecked(request):
    next_url = request.META.get("HTTP_REFERER", "/")
    # vigil: py.open-redirect
    return HttpResponseRedirect(next_url)


def bulk_edit(request):
    # back to the page the form was posted from: a path of this site
    if request.method == "POST":
        # vigil-ok: py.open-redirect
        return HttpResponseRedirect(request.get_full_path())
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(request.path + "?saved=1")


def after_login(request):
    # the check's result kept in a variable and tested where the target is chosen
    target = request.POST.get("next", "")
    target_ok = url_has_allowed_host_and_scheme(url=target, allowed_hosts={request.get_host()})
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(target if target_ok else "/")


def after_login_inverted(request):
    target = request.POST.get("next", "")
    target_ok = url_has_allowed_host_and_scheme(url=target, allowed_hosts={request.get_host()})
    # the test is the wrong way round: the foreign target is the one followed
    # vigil: py.open-redirect
    return HttpResponseRedirect(target if not target_ok else "/")


def to_item(request):
    # a relative target whose first segment is constant: the id only fills the query
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect("edit/?id=" + request.GET.get("id", ""))
