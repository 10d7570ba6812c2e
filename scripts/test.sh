#!/usr/bin/env bash
# npm test: type check, lint and build side by side, then unit and API tests, then browser
# tests (and, when ONSITE_TEST_POSTGRES_URL is set, the API tests on PostgreSQL beside them),
# against a production build served on a free port (each test project starts its own
# server, a copy of one migrated and seeded database: tests/support/template.ts, and one
# shared server per setting that files ask for: tests/support/hub.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=test-results
rm -rf "$results" && mkdir -p "$results"

# The closing summary (the ten slowest files, each step's time, the counts) prints however
# the run ends, a failed project included; the exit status stays the first failure's (or 1
# when only the summary finds a failed test).
summary() {
  local status=$?
  trap - EXIT
  if compgen -G "$results/*.json" >/dev/null; then
    node scripts/test-summary.mjs "$results" || [ "$status" -ne 0 ] || status=1
  fi
  exit "$status"
}
trap summary EXIT

# step NAME COMMAND...: runs it, adds its wall time to $results/steps.txt, keeps its status.
step() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  printf '%s\t%s\n' "$name" $((SECONDS - start)) >>"$results/steps.txt"
  return "$status"
}

# together NAME COMMAND... : starts a step in the background, its output's lines prefixed
# with its name; `joined` waits for every step started so and answers the first failure.
pending=()
together() {
  local name=$1
  shift
  (step "$name" "$@" 2>&1 | sed -u "s/^/[$name] /") &
  pending+=("$!")
}
joined() {
  local status=0 pid code
  for pid in "${pending[@]}"; do
    code=0
    wait "$pid" || code=$?
    [ "$status" -ne 0 ] || status=$code
  done
  pending=()
  return "$status"
}

# vitest_project NAME REPORT [SHARED]: one project (or a pattern of several), with the JSON report and each
# file's hook time; SHARED names the shared servers (tests/support/hub.ts) its files will ask for, started in
# the background as soon as the project's own server is up, so no file holds a worker through their start.
vitest_project() {
  ONSITE_TEST_PRESTART="${3:-}" ONSITE_TIMING_FILE="$results/$2.timing" npx vitest run --project "$1" --reporter=default --reporter=json --outputFile="$results/$2.json" --reporter=./tests/support/timing-reporter.ts
}

# The shared servers each project's files ask for (grep variantServer, variantLog).
API_SHARED=mail,log,model,pageCache
BROWSER_SHARED=mail

# The API tests again on PostgreSQL when ONSITE_TEST_POSTGRES_URL names a database (.ci/run
# creates an empty one): the PostgreSQL-only files run there, the PGlite-only one does not.
api_on_postgres() {
  DATABASE_URL="$ONSITE_TEST_POSTGRES_URL" vitest_project api api-postgres "$API_SHARED"
}

# Two cores: no step alone keeps both busy (tsc and ESLint use one each, the API and browser
# projects about 1.2 while their tests wait on the server and the browser). First the type
# check, lint and build side by side (the build needs no type check: next.config.ts skips its
# own); then the test rounds below.
together "type check" npx tsc --noEmit -p .
together "lint" npm run lint
together "production build" node scripts/ensure-build.mjs
# The migrated, seeded database every test server copies (tests/support/template.ts), made once
# here rather than by two projects at once.
together "test database" npx tsx -e 'import { embeddedTemplate } from "./tests/support/template.ts"; embeddedTemplate();'
joined

# Then the unit and API projects side by side, then the browser project beside the API
# project on PostgreSQL (docs/decisions.md, "npm test in rounds"). Two lanes (the browser
# project from the build on, beside unit, API and PostgreSQL in turn) were tried on
# 5 December: with three projects at once on two cores the run took 2,642 s against
# 1,177 s in rounds, so the rounds stay.
together "unit tests" vitest_project "unit*" unit
together "API tests" vitest_project api api "$API_SHARED"
# CI's benchmark smoke run (.ci/run sets ONSITE_TEST_BENCH_SMOKE): a functional check of the
# benchmark on the build, in the core the unit tests leave free once they end.
if [ -n "${ONSITE_TEST_BENCH_SMOKE:-}" ]; then together "benchmark smoke run" npm run bench -- --quick; fi
joined
together "browser tests" vitest_project e2e e2e "$BROWSER_SHARED"
if [ -n "${ONSITE_TEST_POSTGRES_URL:-}" ]; then together "API tests on PostgreSQL" api_on_postgres; fi
joined
