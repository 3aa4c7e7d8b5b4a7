#!/bin/bash
# Lays out real applications that the engine was NOT tuned on, for measuring precision on code it
# has never seen (BENCHMARKS.md, "Applications not tuned on (issue 11)" for set 1, "Applications
# not tuned on, second set" for set 2). Each set holds applications not used by any set before it,
# nor by ../shared/tools/real-apps.sh (beside the repository) or the npm applications of judged.json.
# Usage: packages/engine/scripts/fresh-apps.sh [DIR] [--set 1|2]   (defaults: /tmp/fresh-apps, set 1)
# Then: npm run bench:realworld -w packages/engine -- --apps DIR --out /tmp/rw-fresh
# Debian packages land in DIR/<package>/ as they install (dpkg -x); npm packages are unpacked from
# `npm pack` into DIR/<name>/ (package/...). Already present applications are skipped.
# Needs `apt-get update` once. Every download is bounded (one try per package, 120 s each).
set -e
dir=/tmp/fresh-apps
set_no=1
while [ $# -gt 0 ]; do
  case "$1" in
    --set) set_no=${2:?"--set needs a number (1 or 2)"}; shift 2 ;;
    --set=*) set_no=${1#--set=}; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    -*) echo "fresh-apps.sh: unknown option $1" >&2; exit 2 ;;
    *) dir=$1; shift ;;
  esac
done
case "$set_no" in
  1)
    # Python: SearXNG's predecessor searx (Flask), django-cas-server (Django), Xandikos (CalDAV/WSGI)
    # Ruby: Devise (Rails engine), Sinatra with rack-protection; Go: Syncthing (REST API, GUI server)
    # PHP: Adminer, PostfixAdmin, Icinga Web 2; Java: Tomcat 10's servlet and JSP examples
    debs="python3-searx python3-django-cas-server xandikos ruby-devise ruby-sinatra
golang-github-syncthing-syncthing-dev adminer postfixadmin icingaweb2 tomcat10-examples"
    # JavaScript servers from npm: Cloud Commander (web file manager), Uptime Kuma (monitoring)
    npms="cloudcmd@18.8.11 uptime-kuma@2.0.0-dev.0"
    ;;
  2)
    # PHP: GOsa² (LDAP administration), phpLDAPadmin, Horde IMP (webmail)
    # Python: Radicale (CalDAV/CardDAV server), Buildbot (CI master, Twisted web), django-allauth,
    #   django-oauth-toolkit (Django OAuth 2 provider)
    # Ruby: Doorkeeper (Rails OAuth 2 provider engine), OmniAuth (Rack authentication)
    # Go: Prometheus Alertmanager (HTTP API and UI), gorilla/csrf; Java: Tomcat 10's manager webapps
    debs="gosa phpldapadmin php-horde-imp python3-radicale buildbot python3-django-allauth
python3-django-oauth-toolkit ruby-doorkeeper ruby-omniauth golang-github-prometheus-alertmanager-dev
golang-github-gorilla-csrf-dev tomcat10-admin"
    # JavaScript servers from npm: Verdaccio (npm registry server), The Lounge (web IRC client)
    npms="verdaccio@6.10.4 thelounge@4.5.2"
    ;;
  *) echo "fresh-apps.sh: unknown set '$set_no' (known: 1, 2)" >&2; exit 2 ;;
esac
mkdir -p "$dir/.deb" "$dir/.npm"
failed=0
for p in $debs; do
  [ -d "$dir/$p" ] && continue
  if ! ( cd "$dir/.deb" && timeout 120 apt-get download "$p" >/dev/null 2>&1 ); then
    echo "skipped $p: apt-get download failed (not in the configured suites? run apt-get update once)" >&2
    failed=$((failed + 1)); continue
  fi
  deb=$(ls "$dir"/.deb/"$p"_*.deb 2>/dev/null | head -1)
  [ -n "$deb" ] || { echo "skipped $p: no .deb after download" >&2; failed=$((failed + 1)); continue; }
  dpkg -x "$deb" "$dir/$p"
  echo "$p: $(find "$dir/$p" -type f \( -name '*.php' -o -name '*.inc' -o -name '*.py' -o -name '*.rb' -o -name '*.go' -o -name '*.java' -o -name '*.jsp' -o -name '*.js' \) -print0 | xargs -0 cat 2>/dev/null | wc -l) lines of code"
done
for spec in $npms; do
  name=${spec%@*}
  [ -d "$dir/$name" ] && continue
  if ! tgz=$( cd "$dir/.npm" && timeout 120 npm pack "$spec" 2>/dev/null | tail -1 ) || [ -z "$tgz" ]; then
    echo "skipped $spec: npm pack failed (offline, or no such version)" >&2
    failed=$((failed + 1)); continue
  fi
  mkdir -p "$dir/$name" && tar xzf "$dir/.npm/$tgz" -C "$dir/$name"
  echo "$name: $(find "$dir/$name" -type f \( -name '*.js' -o -name '*.ts' -o -name '*.mjs' \) -not -path '*/dist/*' -print0 | xargs -0 cat 2>/dev/null | wc -l) lines of code"
done
[ "$failed" -eq 0 ] || echo "$failed application(s) of set $set_no skipped" >&2
