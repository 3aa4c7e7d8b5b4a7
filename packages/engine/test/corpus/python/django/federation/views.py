"""Sign-in through a partner identity provider: redirects to the provider and back, and the
session state kept on the way."""
from django.contrib.auth import authenticate
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect
from django.urls import reverse
from django.views import View

import federation.links as links
from .forms import ProviderForm, SignInForm
from .models import IdentityProvider, TicketClient


class ProviderLogin(View):
    """GET /federate/<suffix>: sends the browser to the provider the suffix names."""

    def get(self, request, suffix=None):
        # the request only picks which stored provider; its login URL is the database's
        provider = IdentityProvider.objects.get(suffix=suffix)
        client = self.client_for(request, provider)
        if "ticket" not in request.GET:
            # vigil-ok: py.open-redirect
            return HttpResponseRedirect(client.login_url())
        return self.finish(request, client)

    def client_for(self, request, provider):
        # a method the view calls itself: its provider is the one get() looked up, not the URL's
        return TicketClient(provider, reverse("federate-return"))

    def finish(self, request, client):
        ticket = request.GET["ticket"]
        if client.verify_ticket(ticket):
            # checked by the identity provider before it is kept
            # vigil-ok: py.trust-boundary
            request.session["federated_ticket"] = ticket
            # vigil-ok: py.trust-boundary
            request.session["federated_user"] = client.username
        return self.back_to_login()

    def back_to_login(self):
        # the app's own login route; the request's parameters only fill its query string
        params = links.copy_params(self.request.GET, ignore={"ticket"})
        url = links.route_with_query("login", params)
        # vigil-ok: py.open-redirect
        return HttpResponseRedirect(url)


class ProviderReturn(View):
    """GET /federate/return: the vulnerable twin of ProviderLogin."""

    def get(self, request):
        ticket = request.GET["ticket"]
        # kept without asking the provider whether the ticket is valid
        # vigil: py.trust-boundary
        request.session["federated_ticket"] = ticket
        return self.back_to_caller()

    def back_to_caller(self):
        # the caller's own URL (`next`) leads the redirect: any site
        params = links.copy_params(self.request.GET, ignore={"ticket", "next"})
        url = links.target_with_query(self.request.GET["next"], params)
        # vigil: py.open-redirect
        return HttpResponseRedirect(url)

    def provider_url(self, request, suffix):
        # not called by the view itself: the URL configuration may route it, suffix is the URL's
        # vigil: py.open-redirect
        return redirect(suffix)


def login_then_search(request):
    url = reverse("search")
    # a query appended to a reversed route: the site is the app's
    url += "?q=" + request.GET.get("q", "")
    # vigil-ok: py.open-redirect
    return redirect(url)


def login_then_next(request):
    url = request.GET.get("next", "/")
    url += "?from=login"
    # vigil: py.open-redirect
    return redirect(url)


def search_page(request):
    target = "{}?q={}".format(reverse("search"), request.GET.get("q", ""))
    # vigil-ok: py.open-redirect
    return redirect(target)


def search_elsewhere(request):
    target = "{}?q={}".format(request.GET.get("engine", ""), request.GET.get("q", ""))
    # vigil: py.open-redirect
    return redirect(target)


def sign_in(request):
    form = SignInForm(request.POST)
    if form.is_valid():
        # the form authenticated the user against the configured backend
        # vigil-ok: py.trust-boundary
        request.session["username"] = form.cleaned_data["username"]
        return redirect("home")
    # what the client typed, kept unchecked
    # vigil: py.trust-boundary
    request.session["last_attempt"] = form.data.get("username")
    return HttpResponse("invalid", status=400)


def sign_in_backend(request):
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is not None:
        # the user the backend found for these credentials
        # vigil-ok: py.trust-boundary
        request.session["display_name"] = user.get_full_name()
    return redirect("home")


def choose_provider(request):
    form = ProviderForm(request.POST)
    # the form was never validated: its raw data is the client's
    # vigil: py.trust-boundary
    request.session["provider"] = form.data["provider"]
    return redirect("home")
