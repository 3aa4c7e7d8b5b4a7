"""Search engine adapters of a metasearch proxy: each keeps its own API settings."""
import requests

base_url = "https://api.example-science.org/v2/search"
nb_per_page = 10
# filled in from the operator's settings file at start-up
# vigil-ok: py.hardcoded-password
api_key = "unset"


def request(query, params):
    params["url"] = f"{base_url}?q={query}&apikey={api_key}&rows={nb_per_page}"
    return params


class Fallback:
    # vigil: py.hardcoded-password
    api_key = "u9Xq2Lr7Vb"

    def search(self, query):
        return requests.get(base_url, params={"q": query, "apikey": self.api_key}, timeout=5)
