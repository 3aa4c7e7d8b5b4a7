from django.http import HttpResponse
from django.template import Context, Engine, Template


def render_custom_footer(request):
    footer = request.POST.get("footer", "")
    # vigil: py.template-injection
    tpl = Template(footer)
    return HttpResponse(tpl.render(Context({"user": request.user})))


def render_footer(request):
    # vigil-ok: py.template-injection
    tpl = Engine.get_default().from_string("<footer>{{ footer }}</footer>")
    return HttpResponse(tpl.render(Context({"footer": request.POST.get("footer", "")})))
