#!/usr/bin/env bash
# npm test: type check, lint, unit tests, then API and browser tests against a
# production build served on a free port (each test project starts its own server).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=test-results
rm -rf "$results" && mkdir -p "$results"

# The closing summary (the ten slowest files, the counts) prints however the run ends,
# a failed project included; the exit status stays the first failure's (or 1 when
# only the summary finds a failed test).
summary() {
  local status=$?
  trap - EXIT
  if compgen -G "$results/*.json" >/dev/null; then
    node scripts/test-summary.mjs "$results" || [ "$status" -ne 0 ] || status=1
  fi
  exit "$status"
}
trap summary EXIT

echo "== type check" && npx tsc --noEmit -p .
echo "== lint" && npx eslint --max-warnings 0 .
echo "== unit tests" && npx vitest run --project unit --reporter=default --reporter=json --outputFile="$results/unit.json"
echo "== production build" && node scripts/ensure-build.mjs
echo "== API tests" && npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/api.json"
echo "== browser tests" && npx vitest run --project e2e --reporter=default --reporter=json --outputFile="$results/e2e.json"
