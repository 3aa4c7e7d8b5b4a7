import os

import requests

# vigil: secrets.github-token
LEGACY_TOKEN = "ghp_WDsU78E9kcE3oEJJ8X1o9585yMa6Fv4ngcVn"
# vigil-ok: secrets.github-token
TOKEN = os.environ.get("GITHUB_TOKEN", "ghp_your_token_here")
# vigil: secrets.github-token
FINE_GRAINED = "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"
# vigil: secrets.twilio-key
TWILIO_API_KEY = "SKf2b21279020a7421eac36f1a8614399f"
# vigil-ok: secrets.twilio-key
TWILIO_API_KEY_SID = os.environ["TWILIO_API_KEY_SID"]


def repos(org: str) -> list:
    r = requests.get(f"https://api.github.com/orgs/{org}/repos", headers={"Authorization": f"Bearer {TOKEN or LEGACY_TOKEN}"}, timeout=10)
    return r.json()
