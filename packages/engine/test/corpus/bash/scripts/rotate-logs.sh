#!/bin/sh
# Rotates application logs and uploads the archive; run by cron.
set -eu

LOG_DIR=/var/log/app
BUCKET_URL="https://storage.example.com/logs"
STAMP=$(date +%Y%m%d)

# vigil-ok: bash.hardcoded-password
UPLOAD_PASSWORD="${UPLOAD_PASSWORD:-}"
# vigil: bash.hardcoded-password
ADMIN_PASSWORD='R0tate!Logs#2024'

tar czf "/tmp/logs-$STAMP.tgz" -C "$LOG_DIR" .

# vigil: bash.tls-verify-disabled
curl --insecure -u "uploader:$UPLOAD_PASSWORD" -T "/tmp/logs-$STAMP.tgz" "$BUCKET_URL/"
# vigil-ok: bash.tls-verify-disabled
curl --fail -u "uploader:$UPLOAD_PASSWORD" -T "/tmp/logs-$STAMP.tgz" "$BUCKET_URL/"

for f in "$LOG_DIR"/*.log; do
  # vigil-ok: bash.command-injection
  gzip -9 "$f"
done

# vigil: bash.insecure-random
SHARE_TOKEN="$RANDOM$RANDOM"
# vigil-ok: bash.insecure-random
SHARE_TOKEN_SAFE=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
echo "share link: $BUCKET_URL/logs-$STAMP.tgz?token=${SHARE_TOKEN_SAFE:-$SHARE_TOKEN}"
echo "$ADMIN_PASSWORD" > /dev/null
