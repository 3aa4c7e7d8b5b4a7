"""Session views: logout and language switch, each sending the user back where they came from."""
from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme

TRUSTED_HOSTS = {"inventory.example.com"}


def logout_view(request):
    nxt = request.GET.get("next", "/")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts=TRUSTED_HOSTS):
        # vigil-ok: py.open-redirect
        return redirect(nxt)
    return redirect("/")


def switch_language(request):
    back = request.POST.get("back", "/")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}):
        return HttpResponseRedirect("/")
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(back)


def switch_theme(request):
    back = request.POST.get("back", "/")
    # vigil: py.open-redirect
    return HttpResponseRedirect(back)


def remember_login(request, user, backend=None):
    """Called by the login view once the password is checked: the session holds that user's own data."""
    # vigil-ok: py.trust-boundary
    request.session["uid"] = user.pk
    # vigil-ok: py.trust-boundary
    request.session["backend"] = backend or user.backend


def pick_warehouse(request, warehouse):
    # a view: the warehouse comes from the URL
    # vigil: py.trust-boundary
    request.session["warehouse"] = warehouse
    return HttpResponseRedirect("/")
