import os
import subprocess

from django.db import connection
from django.http import HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe

from .models import Item
from .helpers import build_filter, sku_path, clean_sku

LABEL_DIR = "/srv/labels"


def item_detail(request, item_id):
    with connection.cursor() as cursor:
        # vigil: py.sql-injection
        cursor.execute("SELECT sku, name FROM inventory_item WHERE id = " + item_id)
        row = cursor.fetchone()
    return JsonResponse({"item": row})


def item_search(request):
    name = request.GET.get("name", "")
    # vigil: py.sql-injection
    items = Item.objects.raw("SELECT * FROM inventory_item WHERE name = '{}'".format(name))
    return JsonResponse({"count": len(list(items))})


def item_search_v2(request):
    name = request.GET.get("name", "")
    # vigil-ok: py.sql-injection
    items = Item.objects.raw("SELECT * FROM inventory_item WHERE name = %s", [name])
    return JsonResponse({"count": len(list(items))})


def item_filter(request):
    # vigil: py.sql-injection
    items = Item.objects.extra(where=[build_filter("warehouse", request.GET["warehouse"])])
    return JsonResponse({"count": items.count()})


def item_filter_v2(request):
    # vigil-ok: py.sql-injection
    items = Item.objects.filter(warehouse=request.GET["warehouse"])
    return JsonResponse({"count": items.count()})


def print_label(request):
    sku = request.POST["sku"]
    # vigil: py.command-injection
    subprocess.call("lpr -P labels " + sku_path(sku), shell=True)
    return HttpResponse(status=202)


def print_label_v2(request):
    sku = clean_sku(request.POST["sku"])
    # vigil-ok: py.command-injection
    subprocess.call("lpr -P labels " + sku_path(sku), shell=True)
    return HttpResponse(status=202)


def label_file(request):
    # vigil: py.path-traversal
    with open(sku_path(request.GET["sku"]), "rb") as fh:
        return HttpResponse(fh.read(), content_type="application/pdf")


def label_file_v2(request):
    # vigil-ok: py.path-traversal
    with open(sku_path(clean_sku(request.GET["sku"])), "rb") as fh:
        return HttpResponse(fh.read(), content_type="application/pdf")


def banner(request):
    msg = request.GET.get("msg", "")
    # vigil: py.xss
    return HttpResponse("<div class='banner'>" + msg + "</div>")


def banner_v2(request):
    msg = escape(request.GET.get("msg", ""))
    # vigil-ok: py.xss
    return HttpResponse("<div class='banner'>" + msg + "</div>")


def banner_v3(request):
    title = request.GET.get("title", "")
    # vigil: py.xss
    html = mark_safe("<h2>%s</h2>" % title)
    return HttpResponse(html)


def after_login(request):
    nxt = request.GET.get("next", "/")
    # vigil: py.open-redirect
    return HttpResponseRedirect(nxt)


def after_login_v2(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        nxt = "/"
    # vigil-ok: py.open-redirect
    return redirect(nxt)
