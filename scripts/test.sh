#!/usr/bin/env bash
# npm test: type check, lint, unit tests, then API and browser tests against a
# production build served on a free port (each test project starts its own server).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=test-results
rm -rf "$results" && mkdir -p "$results"

echo "== type check" && npx tsc --noEmit -p .
echo "== lint" && npx eslint --max-warnings 0 .
echo "== unit tests" && npx vitest run --project unit --reporter=default --reporter=json --outputFile="$results/unit.json"
echo "== production build" && node scripts/ensure-build.mjs
echo "== API tests" && npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/api.json"
echo "== browser tests" && npx vitest run --project e2e --reporter=default --reporter=json --outputFile="$results/e2e.json"
node scripts/test-summary.mjs "$results"
