#!/usr/bin/env bash
# `npm test`: lint, type check, unit tests, a fresh production build (which runs the link guard), then
# the browser tests against the production server. Prints one closing "N passed, N failed" line.
set -uo pipefail
export GATSBY_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0

step() { echo; echo "▶ $*"; }

step "Lint (ESLint, Prettier)"
npm run --silent lint || status=1

step "Type check"
npx tsc --noEmit || status=1

step "Unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

step "API code samples against a mock of the specifications"
npx vitest run --config vitest.samples.config.ts --reporter=default --reporter=json --outputFile="$results/samples.json" || status=1

step "Production build"
# Fixed test ids for the consent-gated third parties and the chat (e2e/consent.test.ts stubs their
# hosts and expects these values). Set only here: `npm run build` uses whatever the environment
# gives. The chat without a key (the contact panel) is covered by src/theme/Chat/Chat.test.tsx.
export GATSBY_GA4_ID=G-TEST123 GATSBY_LINKEDIN_PARTNER_ID=1234567 GATSBY_LINKEDIN_CONVERSION_ID=7654321 GATSBY_HOTJAR_ID=3456789
export GATSBY_SMARTSUPP_KEY=test-smartsupp-key
if npx gatsby build; then
  step "Browser tests"
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json" || status=1
else
  echo "The production build failed; browser tests not run."
  status=1
fi

node scripts/test-summary.mjs "$results"/*.json || status=1
rm -rf "$results"
exit $status
