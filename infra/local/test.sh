#!/usr/bin/env bash
# `npm test`: installs and starts what the tests need (npm packages, MongoDB, Redis, Chromium),
# then runs every tier: lint and type checks, unit tests, integration tests against the real
# servers, the seeded fuzz tier (FUZZ_SEED replays a run), and browser tests in Chromium against
# the built app with a separate worker process; the topology tier runs the production topology
# (nginx, api and worker processes, replica set, Redis with AOF) from the built app and kills
# processes under load.
# It stops only the servers it started. The last line is the total: "N passed, N failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
results="$REPO_ROOT/.data/test-results"
rm -rf "$results" && mkdir -p "$results"

ensure_node_modules
ensure_apt chromium fonts-liberation
# docker-compose 1.29 validates docker-compose.yml offline (infra/checks/compose.spec.ts); no engine needed.
ensure_apt docker-compose
services_name="test-services-$$"
eval "$(bash infra/local/services.sh up "$services_name")"
trap 'bash infra/local/services.sh down "$services_name"; rm -rf "$REPO_ROOT/.data/$services_name"' EXIT
export TEST_MONGODB_URI TEST_REDIS_URL

status=0
step() {
  local name="$1"; shift
  log "$name"
  "$@" || { status=1; echo "$name" >>"$results/failed-steps"; }
}

# One ESLint process over the whole repository: the projects' own lint targets (`npm run lint`)
# never reached e2e/, infra/ or playwright.config.ts. It takes about as long as they did.
# The project graph first: @nx/enforce-module-boundaries reads Nx's cached graph, and on a fresh
# clone, with none cached yet, it skips itself with only a warning per file.
step "lint" bash -c 'npx nx show projects >/dev/null && npx eslint .'
step "type checks" npx nx run-many -t typecheck --parallel=2 --outputStyle=static
# Two test files at a time on two cores: Jest's default (one fewer than the cores) runs the unit
# files one by one, and an integration file spends much of its time waiting on MongoDB, Redis or a
# worker process; each integration file has its own database and queue prefix. The fuzz file runs
# in the same pool (the summary still counts it as its own tier). Together about 4 minutes less
# than one file at a time.
step "unit tests" npx jest --selectProjects unit --maxWorkers=2 --json --outputFile="$results/unit.json"
step "integration and fuzz tests (MongoDB + Redis; hostile requests, seeded)" npx jest --selectProjects integration fuzz --maxWorkers=2 --json --outputFile="$results/integration.json"
step "building the app" npx nx run-many -t build --parallel=2 --outputStyle=static
step "topology tests (nginx, api and worker processes killed under load)" env TOPOLOGY_RESULTS_FILE="$results/topology-figures.json" npx jest --selectProjects topology --runInBand --json --outputFile="$results/topology.json"
E2E_PORT="$(free_port)"; export E2E_PORT
step "browser tests (Chromium)" npx playwright test -c playwright.config.ts

node infra/local/test-summary.mjs "$results" || status=1
exit "$status"
