#!/bin/bash
# Lays out real Python web applications and frameworks from Debian packages, for the speed
# benchmark's application-code tree (`npm run bench:speed -w packages/engine -- --apps DIR`).
# Usage: packages/engine/scripts/python-apps.sh [DIR]   (default: /tmp/vigil-python-apps)
# Each package lands in DIR/<package>/ as it installs (usr/lib/python3/dist-packages/...).
# Already present packages are skipped. Needs `apt-get update` once.
set -e
dir=${1:-/tmp/vigil-python-apps}
mkdir -p "$dir/.deb"
apps="python3-django python3-flask mailman3-web python3-django-hyperkitty python3-django-postorius
python3-djangorestframework python3-django-allauth python3-flask-restful python3-flask-login
python3-flask-security"
for p in $apps; do
  [ -d "$dir/$p" ] && continue
  ( cd "$dir/.deb" && apt-get download "$p" >/dev/null 2>&1 ) || { echo "skipped $p (apt-get download failed; run apt-get update once)"; continue; }
  dpkg -x "$dir"/.deb/"$p"_*.deb "$dir/$p"
  echo "$p: $(find "$dir/$p" -type f -name '*.py' | xargs cat 2>/dev/null | wc -l) lines of Python"
done
