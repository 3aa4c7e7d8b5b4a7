"""Preference views of the inventory: language, return target, file downloads, re-launch."""
import subprocess
import sys
from os import path as osp

from django.http import FileResponse, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils._os import safe_join
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe
from django.utils.translation import check_for_language

from .models import Page

EXPORT_ROOT = "/srv/inventory/exports"


def set_locale(request):
    # a target that is empty or fails the host check is replaced; only a checked one is left
    back = request.POST.get("back", request.GET.get("back"))
    if (back or request.accepts("text/html")) and not url_has_allowed_host_and_scheme(
        url=back, allowed_hosts={request.get_host()}
    ):
        back = "/"
    # vigil-ok: py.open-redirect
    response = HttpResponseRedirect(back) if back else HttpResponse(status=204)
    code = request.POST.get("locale")
    if code and check_for_language(code):
        # vigil-ok: py.trust-boundary
        request.session["locale"] = code
    return response


def set_locale_unchecked(request):
    # the second test is not a host check: a foreign target passes
    back = request.POST.get("back", request.GET.get("back"))
    if (back or request.accepts("text/html")) and not back.startswith("http"):
        back = "/" + back
    # vigil: py.open-redirect
    response = HttpResponseRedirect(back) if back else HttpResponse(status=204)
    code = request.POST.get("locale")
    if code:
        # vigil: py.trust-boundary
        request.session["locale"] = code
    return response


def remember_token(request):
    # the CSRF middleware's own token, not a header of the client's
    # vigil-ok: py.trust-boundary
    request.session["csrf"] = request.META["CSRF_COOKIE"]
    # a request header
    # vigil: py.trust-boundary
    request.session["client_token"] = request.META["HTTP_X_CLIENT_TOKEN"]
    return HttpResponse(status=204)


class ListRedirect:
    query_string = True

    def __init__(self, request, name):
        self.request = request
        self.name = name

    def target(self):
        url = reverse(self.name)
        args = self.request.META.get("QUERY_STRING", "")
        if args and self.query_string:
            url = "%s?%s" % (url, args)
        return url

    def foreign(self):
        url = self.request.GET.get("to", "/")
        args = self.request.META.get("QUERY_STRING", "")
        return "%s?%s" % (url, args)

    def get(self, request):
        # a reversed route with the query appended: the host is the route's
        # vigil-ok: py.open-redirect
        return HttpResponseRedirect(self.target())

    def post(self, request):
        # vigil: py.open-redirect
        return HttpResponseRedirect(self.foreign())


def download(request, name):
    # safe_join raises when the joined path leaves the root
    full = safe_join(EXPORT_ROOT, name)
    # vigil-ok: py.path-traversal
    return FileResponse(open(full, "rb"))


def download_joined(request, name):
    full = osp.join(EXPORT_ROOT, name)
    # vigil: py.path-traversal
    return FileResponse(open(full, "rb"))


def relaunch():
    # the program is the one the operator started; its arguments go to it as a list, without a shell
    # vigil-ok: py.command-injection
    return subprocess.run([sys.argv[0], *sys.argv[1:]], check=False)


def relaunch_with():
    # the first argument names the program to run
    # vigil: py.command-injection
    return subprocess.run([sys.argv[1], *sys.argv[2:]], check=False)


def child_arguments():
    # the interpreter, then the command line the operator gave: a list, each item one argument
    args = [sys.executable] + ["-W%s" % o for o in sys.warnoptions]
    args += sys.argv
    return args


def child_command_line():
    return " ".join([sys.executable, *sys.argv])


def restart_child():
    # vigil-ok: py.command-injection
    return subprocess.run(child_arguments(), close_fds=False)


def restart_child_in_shell():
    # one line for a shell: the arguments are parsed as shell text
    # vigil: py.command-injection
    return subprocess.run(child_command_line(), shell=True)


def render_page(request, page):
    # the page object its caller looked up: HTML the site's editors stored, not a URL parameter
    if page.login_required and not request.user.is_authenticated:
        return HttpResponse(status=403)
    # vigil-ok: py.xss
    return HttpResponse(mark_safe(page.body))


def render_title(request, title):
    # a URL parameter: a string
    # vigil: py.xss
    return HttpResponse(mark_safe(title.strip()))


def show_page(request, slug):
    # the page found by its slug: what is shown is the stored page, not the slug
    page = get_object_or_404(Page, slug=slug)
    # vigil-ok: py.xss
    return HttpResponse(mark_safe(page.body))


def show_missing(request, slug):
    # the slug itself, echoed
    # vigil: py.xss
    return HttpResponse(mark_safe("No page %s" % slug))
