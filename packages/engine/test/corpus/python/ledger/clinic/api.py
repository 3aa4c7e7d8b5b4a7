from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt
from django.db import connection


# vigil: py.csrf-disabled
@csrf_exempt
def upload(request):
    return HttpResponse("ok")


def ward(request):
    with connection.cursor() as cur:
        # vigil: py.sql-injection
        cur.execute("SELECT * FROM wards WHERE code = '{}'".format(request.GET["code"]))
        # vigil-ok: py.sql-injection
        cur.execute("SELECT * FROM wards WHERE code = %s", [request.GET["code"]])
        return HttpResponse(str(cur.fetchall()))
