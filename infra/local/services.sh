#!/usr/bin/env bash
# Starts (or reuses) the MongoDB and Redis servers the tests need, on free ports, with their
# state under .data/<name>/. Prints shell `export` lines for TEST_MONGODB_URI and TEST_REDIS_URL.
#   services.sh up <name>    start if not running (idempotent), print the exports
#   services.sh down <name>  stop only the processes this script started (pid files)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

action="${1:-up}"
name="${2:-test-services}"
state="$REPO_ROOT/.data/$name"
mkdir -p "$state"

pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

up() {
  ensure_apt redis-server
  local mongod; mongod="$(ensure_mongod)"

  if ! pid_alive "$state/mongod.pid" || ! wait_for_port "$(cat "$state/mongod.port")" 1; then
    local port; port="$(free_port)"
    mkdir -p "$state/mongodb"
    log "starting MongoDB on 127.0.0.1:$port"
    nohup "$mongod" "${MONGOD_PRIVACY_ARGS[@]}" --port "$port" --bind_ip 127.0.0.1 --dbpath "$state/mongodb" >>"$state/mongod.log" 2>&1 &
    echo $! >"$state/mongod.pid"
    echo "$port" >"$state/mongod.port"
    wait_for_port "$port" 120 || { log "MongoDB did not start; see $state/mongod.log"; tail -20 "$state/mongod.log" >&2; exit 1; }
  fi

  if ! pid_alive "$state/redis.pid" || ! wait_for_port "$(cat "$state/redis.port")" 1; then
    local port; port="$(free_port)"
    log "starting Redis on 127.0.0.1:$port"
    redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
      --pidfile "$state/redis.pid" --logfile "$state/redis.log" --dir "$state"
    echo "$port" >"$state/redis.port"
    wait_for_port "$port" 30 || { log "Redis did not start; see $state/redis.log"; exit 1; }
  fi

  echo "export TEST_MONGODB_URI=mongodb://127.0.0.1:$(cat "$state/mongod.port")/renewed_test"
  echo "export TEST_REDIS_URL=redis://127.0.0.1:$(cat "$state/redis.port")"
}

down() {
  for service in redis mongod; do
    if pid_alive "$state/$service.pid"; then
      kill "$(cat "$state/$service.pid")" 2>/dev/null || true
      for _ in $(seq 1 50); do pid_alive "$state/$service.pid" || break; sleep 0.2; done
    fi
    rm -f "$state/$service.pid"
  done
}

case "$action" in
  up) up ;;
  down) down ;;
  *) echo "usage: services.sh up|down [name]" >&2; exit 2 ;;
esac
