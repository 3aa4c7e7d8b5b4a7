#!/bin/bash
# CGI script behind the status page: prints disk usage of a volume.
echo "Content-Type: text/plain"
echo

VOLUME=$(echo "$QUERY_STRING" | sed -n 's/^.*volume=\([^&]*\).*$/\1/p')

# vigil: bash.code-injection
eval "df -h $VOLUME"

# vigil: bash.command-injection
sh -c "du -sh /srv/$VOLUME"

case "$VOLUME" in
  data|logs|backups)
    # vigil-ok: bash.command-injection
    df -h "/srv/$VOLUME"
    ;;
  *)
    echo "unknown volume"
    ;;
esac

# vigil: bash.weak-hash
HASH=$(printf '%s' "$ADMIN_PASSWORD" | md5sum | cut -d' ' -f1)
# vigil-ok: bash.weak-hash
DIGEST=$(sha256sum /srv/releases/current.tgz | cut -d' ' -f1)
echo "$HASH $DIGEST" >/dev/null
