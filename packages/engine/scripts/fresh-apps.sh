#!/bin/bash
# Lays out real applications that the engine was NOT tuned on, for measuring precision on code it
# has never seen (BENCHMARKS.md, "Applications not tuned on (issue 11)").
# Usage: packages/engine/scripts/fresh-apps.sh [DIR]   (default: /tmp/fresh-apps)
# Then: npm run bench:realworld -w packages/engine -- --apps DIR --out /tmp/rw-fresh
# Debian packages land in DIR/<package>/ as they install (dpkg -x); npm packages are unpacked from
# `npm pack` into DIR/<name>/ (package/...). Already present applications are skipped.
# Needs `apt-get update` once.
set -e
dir=${1:-/tmp/fresh-apps}
mkdir -p "$dir/.deb" "$dir/.npm"
# Python: SearXNG's predecessor searx (Flask), django-cas-server (Django), Xandikos (CalDAV/WSGI)
# Ruby: Devise (Rails engine), Sinatra with rack-protection; Go: Syncthing (REST API, GUI server)
# PHP: Adminer, PostfixAdmin, Icinga Web 2; Java: Tomcat 10's servlet and JSP examples
debs="python3-searx python3-django-cas-server xandikos ruby-devise ruby-sinatra
golang-github-syncthing-syncthing-dev adminer postfixadmin icingaweb2 tomcat10-examples"
for p in $debs; do
  [ -d "$dir/$p" ] && continue
  ( cd "$dir/.deb" && apt-get download "$p" >/dev/null 2>&1 ) || { echo "skipped $p (apt-get download failed; run apt-get update once)"; continue; }
  dpkg -x "$dir"/.deb/"$p"_*.deb "$dir/$p"
  echo "$p: $(find "$dir/$p" -type f \( -name '*.php' -o -name '*.py' -o -name '*.rb' -o -name '*.go' -o -name '*.java' -o -name '*.js' \) | xargs cat 2>/dev/null | wc -l) lines of code"
done
# JavaScript servers from npm: Cloud Commander (web file manager), Uptime Kuma (monitoring)
npms="cloudcmd@18.8.11 uptime-kuma@2.0.0-dev.0"
for spec in $npms; do
  name=${spec%@*}
  [ -d "$dir/$name" ] && continue
  tgz=$( cd "$dir/.npm" && npm pack "$spec" 2>/dev/null | tail -1 ) || { echo "skipped $spec (npm pack failed)"; continue; }
  mkdir -p "$dir/$name" && tar xzf "$dir/.npm/$tgz" -C "$dir/$name"
  echo "$name: $(find "$dir/$name" -type f \( -name '*.js' -o -name '*.ts' -o -name '*.mjs' \) -not -path '*/dist/*' | xargs cat 2>/dev/null | wc -l) lines of code"
done
