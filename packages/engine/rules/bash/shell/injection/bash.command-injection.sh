#!/usr/bin/env bash
volume=$(echo "$QUERY_STRING" | sed -n 's/^.*volume=\([^&]*\).*$/\1/p')
# vigil: bash.command-injection
sh -c "du -sh /srv/$volume"
# vigil: bash.command-injection
bash -c "tar czf /tmp/out.tgz $1"
# vigil-ok: bash.command-injection
sh -c 'du -sh "/srv/$1"' _ "$volume"
# vigil-ok: bash.command-injection
du -sh "/srv/$volume"
