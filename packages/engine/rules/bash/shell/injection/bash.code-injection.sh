#!/usr/bin/env bash
set -euo pipefail

run_step() {
  local cmd="$1"
  # vigil: bash.code-injection
  eval "$cmd"
}

apply_opts() {
  # vigil: bash.code-injection
  eval export "$1=$2"
}

volume=$(echo "$QUERY_STRING" | sed -n 's/^.*volume=\([^&]*\).*$/\1/p')
# vigil: bash.code-injection
eval "df -h $volume"

# vigil-ok: bash.code-injection
eval "$(ssh-agent -s)"
# vigil-ok: bash.code-injection
"$@"

# vigil: bash.code-injection
eval $@
# vigil: bash.code-injection
eval "$*"
# vigil-ok: bash.code-injection
eval "echo started"

# getopt(1) quotes its output for the shell: the documented way to read options
opts=$(getopt -o hv -l help,verbose -n "$0" -- "$@")
# vigil-ok: bash.code-injection
eval set -- "$opts"
# vigil: bash.code-injection
eval set -- "$QUERY_STRING"
