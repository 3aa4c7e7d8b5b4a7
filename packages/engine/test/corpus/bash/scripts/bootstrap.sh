#!/usr/bin/env bash
set -euo pipefail

TARGET_DIR=${1:-}

install_tools() {
  # vigil: bash.curl-pipe-shell
  bash -c "$(curl -fsSL https://tools.example.com/install.sh)"
  # vigil-ok: bash.curl-pipe-shell
  release="$(curl -fsSL https://tools.example.com/latest)"
  echo "latest: $release"
}

run_hook() {
  # vigil: bash.code-injection
  eval "$@"
}

reset_target() {
  # vigil: bash.unsafe-rm
  rm -rf $TARGET_DIR/
  # vigil-ok: bash.unsafe-rm
  rm -rf -- "${TARGET_DIR:?}/cache"
}
