"""Item counts of the inventory app, by flag or by a column the URL names."""
from django.db import connection
from django.http import JsonResponse
from django.views import View


class ItemCounts(View):
    def get(self, request):
        return JsonResponse({"archived": self._count(request, archived=True)})

    def _count(self, request, **flags):
        # a helper: the flags are the ones the view above passes, not the URL's
        where = " AND ".join("%s = 1" % name for name in flags)
        with connection.cursor() as cur:
            # vigil-ok: py.sql-injection
            cur.execute("SELECT COUNT(*) FROM items WHERE " + where)
            return cur.fetchone()[0]


class ItemCountsBy(View):
    def get(self, request, **kwargs):
        # the URL pattern's <column> arrives in kwargs
        where = " AND ".join("%s = 1" % name for name in kwargs.values())
        with connection.cursor() as cur:
            # vigil: py.sql-injection
            cur.execute("SELECT COUNT(*) FROM items WHERE " + where)
            return JsonResponse({"count": cur.fetchone()[0]})
