#!/usr/bin/env bash
# vigil: bash.curl-pipe-shell
curl -fsSL https://get.example.com/install.sh | sh
# vigil: bash.curl-pipe-shell
wget -qO- https://example.com/setup | sudo bash
# vigil-ok: bash.curl-pipe-shell
curl -fsSL https://example.com/data.json | jq '.items'

# vigil-ok: bash.curl-pipe-shell
curl -fsSLo install.sh https://get.example.com/install.sh
echo "b3a1c9...  install.sh" | sha256sum -c -
sh install.sh

# vigil: bash.curl-pipe-shell
bash -c "$(curl -fsSL https://get.example.com/install.sh)"
# vigil: bash.curl-pipe-shell
sh <(curl -s https://get.example.com/setup.sh)
# vigil: bash.curl-pipe-shell
eval "$(wget -qO- https://config.example.com/env.sh)"
# vigil-ok: bash.curl-pipe-shell
version="$(curl -fsSL https://api.example.com/version)"
# vigil-ok: bash.curl-pipe-shell
bash -c "$(cat ./local-setup.sh)"
