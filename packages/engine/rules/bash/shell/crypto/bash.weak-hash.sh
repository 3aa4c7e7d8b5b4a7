#!/usr/bin/env bash
# vigil: bash.weak-hash
HASH=$(printf '%s' "$ADMIN_PASSWORD" | md5sum | cut -d' ' -f1)
# vigil: bash.weak-hash
SIG=$(echo -n "$API_SECRET" | openssl dgst -sha1 | awk '{print $2}')
# vigil-ok: bash.weak-hash
SUM=$(md5sum /srv/releases/current.tgz | cut -d' ' -f1)
# vigil-ok: bash.weak-hash
DIGEST=$(printf '%s' "$ADMIN_PASSWORD" | sha256sum | cut -d' ' -f1)
