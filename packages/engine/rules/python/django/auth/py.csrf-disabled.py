from django.http import JsonResponse
from django.urls import path
from django.views.decorators.csrf import csrf_exempt, csrf_protect
from flask import Flask
from flask_wtf.csrf import CSRFProtect

from . import views


# vigil: py.csrf-disabled
@csrf_exempt
def update_profile(request):
    request.user.profile.bio = request.POST.get("bio", "")
    request.user.profile.save()
    return JsonResponse({"ok": True})


# vigil-ok: py.csrf-disabled
@csrf_protect
def update_email(request):
    request.user.email = request.POST["email"]
    request.user.save()
    return JsonResponse({"ok": True})


urlpatterns = [
    # vigil: py.csrf-disabled
    path("billing/hook", csrf_exempt(views.billing_hook)),
    # vigil-ok: py.csrf-disabled
    path("billing/invoices", views.invoices),
]

app = Flask(__name__)
csrf = CSRFProtect(app)
# vigil: py.csrf-disabled
app.config["WTF_CSRF_ENABLED"] = False
# vigil-ok: py.csrf-disabled
app.config["WTF_CSRF_TIME_LIMIT"] = 3600


# vigil: py.csrf-disabled
@csrf.exempt
@app.post("/settings")
def save_settings():
    return "saved"
