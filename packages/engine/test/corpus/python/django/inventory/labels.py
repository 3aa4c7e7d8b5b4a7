from django.http import HttpResponse
from django.shortcuts import render
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe


def label_preview(request):
    text = request.GET.get("text", "")
    # vigil: py.xss
    label = mark_safe("<span class='label'>" + text + "</span>")
    # vigil-ok: py.xss
    safe_label = format_html("<span class='label'>{}</span>", text)
    return render(request, "inventory/label.html", {"label": label, "safe_label": safe_label})


def label_raw(request):
    text = request.POST.get("text", "")
    # vigil: py.xss
    return HttpResponse(mark_safe(text))


def label_escaped(request):
    text = request.POST.get("text", "")
    # vigil-ok: py.xss
    return HttpResponse(mark_safe("<b>" + escape(text) + "</b>"))


def label_badge(request):
    text = request.GET.get("badge", "")
    # vigil: py.xss
    badge = SafeString("<em>" + text + "</em>")
    # vigil-ok: py.xss
    plain = SafeString("<em>new</em>")
    return render(request, "inventory/badge.html", {"badge": badge, "plain": plain})
