#!/usr/bin/env bash
# `npm test`: lint (ESLint, Prettier, OpenAPI), type check, unit tests and the API code samples, with
# a fresh production build (which runs the link guard) beside them; then the browser tests against
# the production server. Prints one closing "N passed, N failed" line.
# `npm run test:fast` (--fast): the inner loop, in under two minutes: lint, type check, unit tests and
# the content checks (scripts/check-mdx.ts); no build, no browser.
set -uo pipefail
fast=0
[ "${1:-}" = --fast ] && fast=1
export GATSBY_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0

step() { echo; echo "▶ $*"; }

# The production build runs beside the checks below, from the start: it has the browser tests' fixed
# third-party ids (e2e/test-build.ts), so their global setup finds the build it needs. Its output is
# printed when the checks are done. BUILT_ELSEWHERE=<dir>: .ci/run is building this commit in a
# clean copy at <dir> instead (installed without devDependencies, its check that the build needs
# only `dependencies`), writing <dir>.log and then the exit status to <dir>.status; that build is the
# one the browser tests run against.
if [ $fast = 0 ]; then
  if [ -n "${BUILT_ELSEWHERE:-}" ]; then
    build_log=$BUILT_ELSEWHERE.log
    build_status=$BUILT_ELSEWHERE.status
  else
    build_log=$results/build.log
    build_status=$results/build.status
    { node --import tsx e2e/test-build.ts >"$build_log" 2>&1; echo $? >"$build_status"; } &
  fi
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
  wait "${!name}" || status=1
  cat "$results/$name.log"
done

step "Unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

if [ $fast = 1 ]; then
  step "Content checks"
  npm run --silent check:mdx || status=1
  node scripts/test-summary.mjs "$results"/*.json || status=1
  rm -rf "$results"
  exit $status
fi

step "API code samples against a mock of the specifications"
npx vitest run --config vitest.samples.config.ts --reporter=default --reporter=json --outputFile="$results/samples.json" || status=1

step "Production build"
until [ -s "$build_status" ]; do sleep 1; done
cat "$build_log"
built=$(cat "$build_status")
if [ "$built" = 0 ] && [ -n "${BUILT_ELSEWHERE:-}" ]; then
  rm -rf public
  mv "$BUILT_ELSEWHERE/public" public
fi
if [ $built -eq 0 ]; then
  step "Browser tests"
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json" || status=1
else
  echo "The production build failed; browser tests not run."
  status=1
fi

node scripts/test-summary.mjs "$results"/*.json || status=1
rm -rf "$results"
exit $status
