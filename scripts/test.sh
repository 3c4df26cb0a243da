#!/usr/bin/env bash
# `npm test`: lint (ESLint, Prettier, OpenAPI), type check, unit tests, a fresh production build (which
# runs the link guard), then the browser tests against the production server. Prints one closing
# "N passed, N failed" line.
set -uo pipefail
export GATSBY_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0

step() { echo; echo "▶ $*"; }

step "Lint (ESLint, Prettier)"
npm run --silent lint || status=1

step "OpenAPI lint (Redocly)"
npm run --silent lint:openapi || status=1

step "Type check"
npx tsc --noEmit || status=1

step "Unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

step "API code samples against a mock of the specifications"
npx vitest run --config vitest.samples.config.ts --reporter=default --reporter=json --outputFile="$results/samples.json" || status=1

step "Production build"
# With the browser tests' fixed third-party ids (e2e/test-build.ts), so the browser tests' global
# setup finds the build it needs and does not build again.
if node --import tsx e2e/test-build.ts; then
  step "Browser tests"
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json" || status=1
else
  echo "The production build failed; browser tests not run."
  status=1
fi

node scripts/test-summary.mjs "$results"/*.json || status=1
rm -rf "$results"
exit $status
