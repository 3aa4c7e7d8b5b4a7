#!/usr/bin/env bash
# vigil: bash.insecure-permissions
chmod 777 /var/www/uploads
# vigil: bash.insecure-permissions
chmod -R a+w /srv/app
# vigil-ok: bash.insecure-permissions
chmod 755 /usr/local/bin/tool
# vigil-ok: bash.insecure-permissions
chmod 600 ~/.ssh/id_ed25519
# vigil-ok: bash.insecure-permissions
chmod u+x deploy.sh
