#!/bin/sh
# Creates, lists and removes the sites of a multi-site install.
set -eu

SITES_ROOT="$(readlink -f "$(dirname "$0")/..")/sites"
BACKUP_ROOT=${BACKUP_ROOT_OVERRIDE:-}
STAGING=$(mktemp -d)

usage() {
  echo "Usage: $0 [--dry-run] create|remove|backup SITE" >&2
  exit "${1:-0}"
}

args="$(getopt -o hn -l help,dry-run -n "$0" -- "$@")"
# vigil-ok: bash.code-injection
eval set -- "$args"

hook_args="$SITE_HOOK_ARGS"
# vigil: bash.code-injection
eval set -- "$hook_args"

site="${2:-}"
[ -n "$site" ] || usage 1

case "$1" in
  remove)
    # the root is never empty: the path of the install followed by /sites
    # vigil-ok: bash.unsafe-rm
    rm -rf "$SITES_ROOT/$site"
    # empty when the override is not set: this removes /<site>
    # vigil: bash.unsafe-rm
    rm -rf "$BACKUP_ROOT/$site"
    ;;
  backup)
    tar -C "$SITES_ROOT" -czf "$STAGING/$site.tgz" "$site"
    # vigil-ok: bash.hardcoded-password
    mysqldump -u backup -p`cat /etc/site-admin/db.pass` "site_$site" > "$STAGING/$site.sql"
    # vigil: bash.hardcoded-password
    mysqldump -u backup -pS1te-backup-pw "site_$site" > "$STAGING/$site.sql"
    # vigil-ok: bash.unsafe-rm
    rm -rf "$STAGING"
    ;;
  *) usage 1 ;;
esac
