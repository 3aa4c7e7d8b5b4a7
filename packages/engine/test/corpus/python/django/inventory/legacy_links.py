"""Old addresses of the inventory app, sent on to the current ones, and attachment downloads."""
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect

from .models import Attachment, Warehouse


def renamed_warehouse(request, code):
    # /warehouses/<old code>/... -> /warehouses/<current code>/...: the request's own path with the
    # stored code put in place of the old one, then its query string
    warehouse = get_object_or_404(Warehouse, old_code=code)
    url = request.path.replace(code, warehouse.code, 1)
    if request.GET:
        url = "%s?%s" % (url, request.GET.urlencode())
    # vigil-ok: py.open-redirect
    return redirect(url)


def plural_prefix(request):
    path = request.path.replace("/items/", "/item/", 1)
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(path + "?" + request.GET.urlencode())


def plural_prefix_inline(request):
    # vigil-ok: py.open-redirect
    return HttpResponseRedirect(request.path.replace("/items/", "/item/", 1) + "?" + request.GET.urlencode())


def renamed_inline_by_client(request):
    # vigil: py.open-redirect
    return redirect(request.path.replace("/warehouses/", request.GET.get("to", "/"), 1) + "?x=1")


def renamed_by_client(request, code):
    # the replacement comes from the client: `//evil.example/` in place of the prefix
    url = request.path.replace("/warehouses/", request.GET.get("to", "/"), 1)
    # vigil: py.open-redirect
    return redirect(url)


def back_to(request):
    # a target of the client's, rewritten: still the client's
    url = request.GET.get("back", "/").replace("/items/", "/item/", 1)
    # vigil: py.open-redirect
    return redirect("%s?%s" % (url, request.GET.urlencode()))


def attachment_download(request, name):
    att = get_object_or_404(Attachment, name=name)
    body = request.GET.get("preview", "") + att.read()
    # saved by the browser, not shown: the header makes it a download
    # vigil-ok: py.xss
    response = HttpResponse(body, content_type=att.content_type)
    response[
        "Content-Disposition"
    ] = 'attachment; filename="{}"'.format(att.name)
    return response


def attachment_inline(request, name):
    att = get_object_or_404(Attachment, name=name)
    body = request.GET.get("preview", "") + att.read()
    # vigil: py.xss
    response = HttpResponse(body, content_type=att.content_type)
    response["Content-Disposition"] = 'inline; filename="{}"'.format(att.name)
    return response


def attachment_headers(request, name):
    # vigil-ok: py.xss
    return HttpResponse(request.GET.get("text", ""), headers={"Content-Disposition": "attachment"})
