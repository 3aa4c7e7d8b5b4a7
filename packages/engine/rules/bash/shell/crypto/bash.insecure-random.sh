#!/usr/bin/env bash
# vigil: bash.insecure-random
DEPLOY_TOKEN="$RANDOM$RANDOM$RANDOM"
# vigil-ok: bash.insecure-random
DEPLOY_TOKEN="$(openssl rand -hex 24)"
# vigil: bash.insecure-random
TMP_FILE="/tmp/backup.$RANDOM"
# vigil-ok: bash.insecure-random
TMP_SAFE=$(mktemp)
# vigil-ok: bash.insecure-random
DELAY=$((RANDOM % 5))
