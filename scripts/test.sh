#!/usr/bin/env bash
# `npm test`: lint (ESLint, Prettier, OpenAPI), type check, unit tests, a fresh production build (which
# runs the link guard), then the browser tests against the production server. Prints one closing
# "N passed, N failed" line.
# `npm run test:fast` (--fast): the inner loop, in under two minutes: lint, type check, unit tests and
# the content checks (scripts/check-mdx.ts); no build, no browser.
set -uo pipefail
fast=0
[ "${1:-}" = --fast ] && fast=1
export GATSBY_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0
# The steps without a Vitest report that failed (lint, types, build), named again at the end.
failed_steps=()
fail() { status=1; failed_steps+=("$1"); }

# Each step with the seconds since the start, so a CI log shows where the time went.
step() { echo; echo "▶ $* (at ${SECONDS} s)"; }

# `gatsby develop` for its browser tests (e2e/develop-server.ts), launched now: its first compile
# keeps one to one and a half cores busy for over a minute, which the browser tests no longer wait
# for (.ci/run launches it before its build, and says so with DEPESE_DEVELOP=background).
if [ $fast = 0 ] && [ "${DEPESE_DEVELOP:-}" != background ]; then
  node --import tsx e2e/develop-server.ts --launch
  export DEPESE_DEVELOP=background
  trap 'node --import tsx e2e/develop-server.ts --stop' EXIT
fi

# Lint (ESLint, Prettier), OpenAPI lint (Redocly) and the type check side by side: each is one
# process on one core; their output is printed in that order once all three are done.
check() { local name=$1; shift; "$@" >"$results/$name.log" 2>&1; }
check lint npm run --silent lint &
lint=$!
check openapi npm run --silent lint:openapi &
openapi=$!
check types npm run --silent typecheck &
types=$!
for job in "lint:Lint (ESLint, Prettier)" "openapi:OpenAPI lint (Redocly)" "types:Type check"; do
  name=${job%%:*}
  step "${job#*:}"
  wait "${!name}" || fail "${job#*:}"
  cat "$results/$name.log"
done

step "Unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

if [ $fast = 1 ]; then
  step "Content checks"
  npm run --silent check:mdx || fail "Content checks"
  FAILED_STEPS=$(printf '%s\n' "${failed_steps[@]}") node scripts/test-summary.mjs "$results"/*.json || status=1
  rm -rf "$results"
  exit $status
fi

step "API code samples against a mock of the specifications"
npx vitest run --config vitest.samples.config.ts --reporter=default --reporter=json --outputFile="$results/samples.json" || status=1

step "Production build"
# With the browser tests' fixed third-party ids (e2e/test-build.ts), so the browser tests' global
# setup finds the build it needs and does not build again. PREBUILT=1: .ci/run has just built this
# commit into public/ (from an install without devDependencies, its check that the build needs
# only `dependencies`), so that build is the one the browser tests run against.
if [ "${PREBUILT:-}" = 1 ] && node --import tsx -e 'process.exit(require("./e2e/test-build.ts").builtWithTestEnv("public") ? 0 : 1)'; then
  echo "public/ was built by .ci/run from this commit with the test ids: not building again."
  built=0
else
  node --import tsx e2e/test-build.ts
  built=$?
fi
if [ $built -eq 0 ]; then
  step "Browser tests"
  # The two lanes of vitest.e2e.config.ts side by side, each its own Vitest with its own servers; the
  # waiting lane's output is printed when it is done.
  npx vitest run --config vitest.e2e.config.ts --project waiting --reporter=default \
    --reporter=json --outputFile="$results/e2e-waiting.json" >"$results/e2e-waiting.log" 2>&1 &
  waiting=$!
  npx vitest run --config vitest.e2e.config.ts --project saturating --reporter=default \
    --reporter=json --outputFile="$results/e2e-saturating.json" || status=1
  wait $waiting || status=1
  cat "$results/e2e-waiting.log"
else
  echo "The production build failed; browser tests not run."
  fail "Production build (browser tests not run)"
fi

echo "(done at ${SECONDS} s)"
FAILED_STEPS=$(printf '%s\n' "${failed_steps[@]}") node scripts/test-summary.mjs "$results"/*.json || status=1
rm -rf "$results"
exit $status
