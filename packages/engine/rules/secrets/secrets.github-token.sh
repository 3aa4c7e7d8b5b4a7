#!/bin/sh
# vigil: secrets.github-token
export GITHUB_TOKEN=ghp_rWi0B26R08qzjI6GKFSufrdZSlB5er8bOfZq
# vigil-ok: secrets.github-token
export GITHUB_TOKEN="$CI_GITHUB_TOKEN"
# vigil-ok: secrets.github-token
echo "tokens start with ghp_"
