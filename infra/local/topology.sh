#!/usr/bin/env bash
# The production topology on one machine without Docker (docs/architecture.md, "Production
# topology"): nginx (Debian's, rendered from infra/docker/nginx.conf.template) serving the built
# shell and remotes and proxying /api to two api processes; two chat workers and one worker for
# every other queue; MongoDB as a one-node replica set; Redis with AOF persistence.
# Needs the built dist folders (`npx nx run-many -t build`). State, logs and pid files live under
# .data/<name>/; only processes started here are stopped, by pid.
#   topology.sh up <name>                     start everything, print `export TOPOLOGY_...` lines
#   topology.sh down <name>                   stop everything (SIGTERM, then SIGKILL after 10 s)
#   topology.sh restart <name> <process> [signal]   kill one process (default KILL) and start it again
#   topology.sh stop <name> <process> [signal]      kill one process (default TERM)
#   topology.sh start <name> <process>              start one stopped process on its old port
# Processes: mongod redis api-1 api-2 chat-worker-1 chat-worker-2 jobs-worker nginx.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

action="${1:-}"
name="${2:-topology}"
state="$REPO_ROOT/.data/$name"
API_PROCESSES=(api-1 api-2)
WORKER_PROCESSES=(chat-worker-1 chat-worker-2 jobs-worker)

pid_alive() { [ -f "$state/$1.pid" ] && kill -0 "$(cat "$state/$1.pid")" 2>/dev/null; }
port_of() { cat "$state/$1.port"; }

# The port a process had (restarts keep it, so nginx's upstream list stays right), else a free one.
assign_port() { [ -f "$state/$1.port" ] || free_port >"$state/$1.port"; port_of "$1"; }

# Environment shared by the api and worker processes (written once by `up`). RATE_LIMIT_FACTOR,
# CHAT_TIMEOUT_MS and TOPOLOGY_LOG_LEVEL pass through from the caller (the tests shorten them).
node_env() {
  cat <<ENV
NODE_ENV=production
LOG_LEVEL=${TOPOLOGY_LOG_LEVEL:-warn}
HOST=127.0.0.1
MONGODB_URI=mongodb://127.0.0.1:$(port_of mongod)/renewed?replicaSet=rs0
REDIS_URL=redis://127.0.0.1:$(port_of redis)
QUEUE_DRIVER=bullmq
RATE_LIMIT_FACTOR=${RATE_LIMIT_FACTOR:-1}
CHAT_TIMEOUT_MS=${CHAT_TIMEOUT_MS:-25000}
ENV
}

start_mongod() {
  local mongod port; mongod="$(ensure_mongod)"; port="$(assign_port mongod)"
  mkdir -p "$state/mongodb"
  log "$name: starting MongoDB (replica set rs0) on 127.0.0.1:$port"
  # Appended, never overwritten: a restart keeps the evidence of what came before.
  nohup "$mongod" "${MONGOD_PRIVACY_ARGS[@]}" --replSet rs0 --port "$port" --bind_ip 127.0.0.1 --dbpath "$state/mongodb" \
    </dev/null >>"$state/mongod.log" 2>&1 &
  echo $! >"$state/mongod.pid"
  wait_for_port "$port" 120 || { log "MongoDB did not start; see $state/mongod.log"; exit 1; }
  # Initiates the one-node set on first start (the mongodb driver mongoose brings), then waits
  # until the node is primary: the api and workers need a primary to write.
  (cd "$REPO_ROOT" && node - "$port" <<'NODE'
const { MongoClient } = require('mongodb');
const port = process.argv[2];
(async () => {
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`, { serverSelectionTimeoutMS: 30_000 });
  await client.connect();
  const admin = client.db('admin');
  try {
    await admin.command({ replSetGetStatus: 1 });
  } catch (error) {
    if (error.codeName !== 'NotYetInitialized') throw error;
    await admin.command({ replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: `127.0.0.1:${port}` }] } });
  }
  const deadline = Date.now() + 60_000;
  while (!(await admin.command({ hello: 1 })).isWritablePrimary) {
    if (Date.now() > deadline) throw new Error('the replica set has no primary after 60 s');
    await new Promise((done) => setTimeout(done, 250));
  }
  await client.close();
})().catch((error) => { console.error(error.message); process.exit(1); });
NODE
  )
}

start_redis() {
  local port; port="$(assign_port redis)"
  log "$name: starting Redis (AOF, fsync every second) on 127.0.0.1:$port"
  # AOF: every acknowledged write is in the file before Redis answers, so queued jobs survive a
  # Redis restart or crash; `everysec` bounds the loss on a machine crash to about one second.
  # noeviction: BullMQ's keys must never be evicted under memory pressure.
  nohup redis-server --port "$port" --bind 127.0.0.1 --dir "$state" --save "" \
    --appendonly yes --appendfsync everysec --maxmemory-policy noeviction \
    </dev/null >>"$state/redis.log" 2>&1 &
  echo $! >"$state/redis.pid"
  wait_for_port "$port" 30 || { log "Redis did not start; see $state/redis.log"; exit 1; }
}

start_node() {
  local process="$1" port entry queues="" logged=0
  case "$process" in
    api-*) entry=main.js; port="$(assign_port "$process")" ;;
    chat-worker-*) entry=worker.js; queues=chat ;;
    jobs-worker) entry=worker.js
      queues="$(cd "$REPO_ROOT" && node -e 'console.log(require("@renewed/contracts").ALL_QUEUES.filter((queue) => queue !== "chat").join(","))')" ;;
    *) log "unknown process: $process"; exit 2 ;;
  esac
  # The log is appended across restarts: readiness is read only from what this start writes.
  [ -f "$state/$process.log" ] && logged="$(wc -c <"$state/$process.log")"
  (
    set -a
    # shellcheck disable=SC1091
    source "$state/node.env"
    set +a
    [ -n "${port:-}" ] && export PORT="$port"
    [ -n "$queues" ] && export WORKER_QUEUES="$queues"
    # The web app is nginx's job: the api serves /api (and /site-config.json, from its configuration).
    unset WEB_DIST_DIR
    nohup node "$REPO_ROOT/services/api/dist/$entry" </dev/null >>"$state/$process.log" 2>&1 &
    echo $! >"$state/$process.pid"
  )
  if [ -n "${port:-}" ]; then
    wait_for_port "$port" 60 || { log "$process did not start; see $state/$process.log"; tail -20 "$state/$process.log" >&2; exit 1; }
  else
    # A worker is up once it says which queues it consumes.
    local deadline=$(( $(date +%s) + 60 ))
    until tail -c +"$((logged + 1))" "$state/$process.log" 2>/dev/null | grep -q "worker consuming"; do
      pid_alive "$process" || { log "$process exited; see $state/$process.log"; tail -20 "$state/$process.log" >&2; exit 1; }
      [ "$(date +%s)" -ge "$deadline" ] && { log "$process did not start in 60 s"; exit 1; }
      sleep 0.2
    done
  fi
}

start_nginx() {
  local port; port="$(assign_port nginx)"
  local site="$state/site"
  # The layout of infra/docker/web.Dockerfile: the shell at the root, each remote under remotes/<name>/.
  rm -rf "$site" && mkdir -p "$site/remotes"
  cp -r "$REPO_ROOT/shell/dist/." "$site/"
  for dir in "$REPO_ROOT"/remotes/*/; do cp -r "${dir}dist" "$site/remotes/$(basename "$dir")"; done
  WEB_ROOT="$site" sh "$REPO_ROOT/infra/docker/write-remotes-manifest.sh"
  local upstreams=() process
  for process in "${API_PROCESSES[@]}"; do upstreams+=("127.0.0.1:$(port_of "$process")"); done
  API_UPSTREAM="$(IFS=,; echo "${upstreams[*]}")" NGINX_PORT="127.0.0.1:$port" WEB_ROOT="$site" \
    node "$REPO_ROOT/infra/local/render-nginx.mjs" "$state" >"$state/nginx.compression"
  log "$name: starting nginx on 127.0.0.1:$port ($(cat "$state/nginx.compression"))"
  nohup nginx -c "$state/nginx.conf" -p "$state" </dev/null >>"$state/nginx.log" 2>&1 &
  echo $! >"$state/nginx.pid"
  wait_for_port "$port" 30 || { log "nginx did not start; see $state/nginx-error.log"; exit 1; }
}

start_process() {
  case "$1" in
    mongod) start_mongod ;;
    redis) start_redis ;;
    nginx) start_nginx ;;
    *) start_node "$1" ;;
  esac
}

# stop_process PROCESS [SIGNAL]: signals the process and waits until it is gone (SIGKILL after 10 s).
stop_process() {
  local process="$1" signal="${2:-TERM}"
  if pid_alive "$process"; then
    local pid; pid="$(cat "$state/$process.pid")"
    kill -s "$signal" "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -s KILL "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$state/$process.pid"
}

up() {
  ensure_apt nginx-light redis-server
  # Brotli for nginx when Debian has the modules (render-nginx.mjs falls back to gzip without them).
  ensure_apt libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static || log "brotli modules unavailable: gzip only"
  [ -f "$REPO_ROOT/services/api/dist/main.js" ] && [ -f "$REPO_ROOT/shell/dist/index.html" ] \
    || { log "build first: npx nx run-many -t build"; exit 1; }
  mkdir -p "$state"
  pid_alive mongod || start_mongod
  pid_alive redis || start_redis
  node_env >"$state/node.env"
  local process
  for process in "${API_PROCESSES[@]}" "${WORKER_PROCESSES[@]}"; do pid_alive "$process" || start_node "$process"; done
  pid_alive nginx || start_nginx
  echo "export TOPOLOGY_URL=http://127.0.0.1:$(port_of nginx)"
  echo "export TOPOLOGY_MONGODB_URI='mongodb://127.0.0.1:$(port_of mongod)/renewed?replicaSet=rs0'"
  echo "export TOPOLOGY_REDIS_URL=redis://127.0.0.1:$(port_of redis)"
  echo "export TOPOLOGY_STATE=$state"
}

down() {
  # Front to back: nginx stops taking requests, the api processes finish theirs, the workers
  # finish their jobs (BullMQ's close waits for active jobs), then the stores stop.
  local process
  stop_process nginx QUIT
  for process in "${API_PROCESSES[@]}" "${WORKER_PROCESSES[@]}"; do stop_process "$process"; done
  stop_process redis
  stop_process mongod
}

case "$action" in
  up) up ;;
  down) down ;;
  stop) stop_process "${3:?process}" "${4:-TERM}" ;;
  start) pid_alive "${3:?process}" || start_process "$3" ;;
  restart) stop_process "${3:?process}" "${4:-KILL}"; start_process "$3" ;;
  *) echo "usage: topology.sh up|down <name> | stop|start|restart <name> <process> [signal]" >&2; exit 2 ;;
esac
