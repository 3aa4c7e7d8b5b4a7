"""Inventory reports: raw SQL expressions and numeric formatting."""
from django.db import connection
from django.db.models.expressions import RawSQL
from django.http import JsonResponse

from .models import Item


def ranked(request):
    column = request.GET.get("column", "name")
    # vigil: py.sql-injection
    items = Item.objects.annotate(rank=RawSQL("SELECT " + column + " FROM inventory_item", []))
    # vigil-ok: py.sql-injection
    fixed = Item.objects.annotate(rank=RawSQL("SELECT COUNT(*) FROM inventory_item WHERE owner_id = %s", [request.user.id]))
    return JsonResponse({"n": items.count() + fixed.count()})


def page(request):
    size = request.GET.get("size", "20")
    with connection.cursor() as cursor:
        # vigil-ok: py.sql-injection
        cursor.execute("SELECT * FROM inventory_item LIMIT %d" % int(size))
        # vigil: py.sql-injection
        cursor.execute("SELECT * FROM inventory_item LIMIT %s" % size)
        rows = cursor.fetchall()
    return JsonResponse({"rows": rows})
