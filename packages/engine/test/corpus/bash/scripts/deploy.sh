#!/usr/bin/env bash
# Deploys a release to the app servers.
set -euo pipefail

RELEASE="${1:?usage: deploy.sh RELEASE [HOOK]}"
HOOK="${2:-}"
ARTIFACT_URL="https://artifacts.example.com/app/${RELEASE}.tar.gz"

# vigil: bash.hardcoded-password
DB_PASSWORD="deploy-Passw0rd-7"
# vigil-ok: bash.hardcoded-password
REGISTRY_PASSWORD="${REGISTRY_PASSWORD:?set REGISTRY_PASSWORD}"

# vigil: bash.tls-verify-disabled
curl -k -fsSL "$ARTIFACT_URL" -o /tmp/release.tgz
# vigil-ok: bash.tls-verify-disabled
curl -fsSL --cacert /etc/ssl/internal-ca.pem "$ARTIFACT_URL" -o /tmp/release.tgz

# vigil: bash.tls-verify-disabled
wget --no-check-certificate -q "$ARTIFACT_URL" -O /tmp/release.tgz

if [ -n "$HOOK" ]; then
  # vigil: bash.code-injection
  eval "$HOOK"
fi

# vigil-ok: bash.code-injection
eval "$(ssh-agent -s)"

# vigil: bash.insecure-random
DEPLOY_TOKEN="$RANDOM$RANDOM$RANDOM"
# vigil-ok: bash.insecure-random
DEPLOY_TOKEN="$(openssl rand -hex 24)"

# vigil-ok: bash.insecure-random
sleep $((RANDOM % 5))

echo "$REGISTRY_PASSWORD" | docker login registry.example.com -u deploy --password-stdin
PGPASSWORD="$DB_PASSWORD" psql -h db.internal -U deploy -c "select 1" >/dev/null
echo "deploying $RELEASE with token ${DEPLOY_TOKEN:0:4}..."
