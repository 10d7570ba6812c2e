#!/usr/bin/env bash
# npm test: type check and lint side by side, unit tests, then API and browser tests
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

# tsc and ESLint each use one core: both at once, each one's output printed whole.
checks() {
  npx tsc --noEmit -p . >"$results/tsc.log" 2>&1 &
  local tsc=$! status=0
  npx eslint --max-warnings 0 . >"$results/eslint.log" 2>&1 &
  local lint=$!
  wait "$tsc" || { status=1; echo "type check failed:"; }
  cat "$results/tsc.log"
  wait "$lint" || { status=1; echo "lint failed:"; }
  cat "$results/eslint.log"
  return "$status"
}

# vitest_project NAME REPORT: one project (or a pattern of several), with the JSON report and each file's hook time.
vitest_project() {
  ONSITE_TIMING_FILE="$results/$2.timing" npx vitest run --project "$1" --reporter=default --reporter=json --outputFile="$results/$2.json" --reporter=./tests/support/timing-reporter.ts
}

step "type check and lint" checks
# Both unit projects in one run: the pure files (threads, shared modules) and the isolated few.
step "unit tests" vitest_project "unit*" unit
step "production build" node scripts/ensure-build.mjs
step "API tests" vitest_project api api
step "browser tests" vitest_project e2e e2e
