"""Identity providers the administrators configure, and the client that talks to one."""
from urllib.parse import urlencode

import requests
from django.db import models


class IdentityProvider(models.Model):
    suffix = models.CharField(max_length=30, unique=True)
    server_url = models.URLField()


class TicketClient:
    def __init__(self, provider, service_url):
        self.provider = provider
        self.service_url = service_url
        self.username = None

    def login_url(self):
        # the provider's own server, with this site's URL in the query string
        return "%s/login?%s" % (self.provider.server_url, urlencode({"service": self.service_url}))

    def verify_ticket(self, ticket):
        answer = requests.get(
            self.provider.server_url + "/validate",
            params={"ticket": ticket, "service": self.service_url},
            timeout=10,
        )
        if answer.text.startswith("yes\n"):
            self.username = answer.text.split("\n")[1]
            return True
        return False


class Report(models.Model):
    number = models.CharField(max_length=20, unique=True)
    results_url = models.URLField()
