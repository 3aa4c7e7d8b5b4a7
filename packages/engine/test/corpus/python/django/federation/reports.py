"""Report pages: the stored report the URL's number picks, and where its results live."""
from django.shortcuts import redirect

from .models import Report

SHORTCUTS = {"latest": "/reports/latest/", "all": "/reports/"}


def report_results(request, number):
    reports = Report.objects.select_related("owner")
    # the report the number selects: its results URL is the one stored with it
    report = reports.get(number=number)
    # vigil-ok: py.open-redirect
    return redirect(report.results_url)


def report_results_or_next(request, number):
    reports = Report.objects.select_related("owner")
    # the caller's `next` wins over the stored URL when it is given
    target = request.GET.get("next", reports.get(number=number).results_url)
    # vigil: py.open-redirect
    return redirect(target)


def shortcut(request):
    # a fixed table: the request only picks the entry
    # vigil-ok: py.open-redirect
    return redirect(SHORTCUTS.get(request.GET.get("s", ""), "/"))


def shortcut_or_back(request):
    shortcuts = dict(SHORTCUTS, mine="/reports/mine/")
    # a missing entry falls back to the URL the client names
    # vigil: py.open-redirect
    return redirect(shortcuts.get(request.GET.get("s", ""), request.GET.get("fallback", "/")))
