import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.csrf import csrf_exempt, csrf_protect
from django.views.decorators.http import require_POST

from .models import Item


# vigil: py.csrf-disabled
@csrf_exempt
@require_POST
def adjust_stock(request):
    # a logged-in clerk's form: the session cookie authenticates it
    item = Item.objects.get(pk=int(request.POST["item"]))
    item.quantity += int(request.POST["delta"])
    item.save()
    return JsonResponse({"quantity": item.quantity})


# vigil-ok: py.csrf-disabled
@csrf_protect
@require_POST
def reserve_stock(request):
    item = Item.objects.get(pk=int(request.POST["item"]))
    item.reserved += 1
    item.save()
    return JsonResponse({"reserved": item.reserved})


@require_POST
def supplier_feed(request):
    expected = hmac.new(settings.FEED_SECRET.encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("X-Feed-Signature", "")):
        return HttpResponseForbidden()
    for row in json.loads(request.body):
        Item.objects.filter(sku=str(row["sku"])).update(quantity=int(row["quantity"]))
    return JsonResponse({"ok": True})


def routes():
    from django.urls import path

    return [
        # vigil: py.csrf-disabled
        path("stock/feed", csrf_exempt(supplier_feed)),
        # vigil-ok: py.csrf-disabled
        path("stock/reserve", reserve_stock),
    ]
