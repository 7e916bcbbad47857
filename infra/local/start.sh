#!/usr/bin/env bash
# `npm start`: the embedded default. Installs what is missing, provisions MongoDB (unless
# MONGODB_URI is set), builds the shell, every remote and the API, then serves the whole app and
# /api from one Node process on http://localhost:${PORT:-8080}. No Redis: queue jobs run inline.
# Data is kept under .data/app/ and survives restarts.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
ensure_node_modules
if [ -z "${MONGODB_URI:-}" ]; then
  MONGOD_BIN="$(ensure_mongod)"
  export MONGOD_BIN
fi

log "building the shell, the remotes and the API"
build_log="$REPO_ROOT/.data/build.log"
mkdir -p "$REPO_ROOT/.data"
# Quiet when it works; on a failure, the build's own output and where the whole log is.
if ! npx nx run-many -t build --parallel=2 --outputStyle=static >"$build_log" 2>&1; then
  tail -n 60 "$build_log" >&2
  log "the build failed (full output: $build_log)"
  exit 1
fi

export WEB_DIST_DIR="$REPO_ROOT"
export DATA_DIR="${DATA_DIR:-$REPO_ROOT/.data/app}"
export PORT="${PORT:-8080}"
export QUEUE_DRIVER="${QUEUE_DRIVER:-inline}"
# A person at a terminal reads pretty log lines; JSON when NODE_ENV=production or output is piped.
export NODE_ENV="${NODE_ENV:-development}"
log "starting on http://localhost:$PORT (Ctrl+C stops it)"
exec node services/api/dist/main.js
