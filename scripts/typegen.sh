#!/usr/bin/env bash
# Regenerates src/types/gatsby-types.d.ts (the typed page queries) after a query changes:
# Gatsby writes it from `gatsby develop`, so run develop until the file is fresh, then stop.
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/types/gatsby-types.d.ts
before=$(stat -c %Y "$out" 2>/dev/null || echo 0)
port=${TYPEGEN_PORT:-8123}
log=$(mktemp)
GATSBY_TELEMETRY_DISABLED=1 npx gatsby develop --port "$port" > "$log" 2>&1 &
pid=$!
for _ in $(seq 1 180); do
  sleep 1
  now=$(stat -c %Y "$out" 2>/dev/null || echo 0)
  if [ "$now" != "$before" ] && grep -q "Writing GraphQL type definitions\|success write out requires\|You can now view" "$log"; then break; fi
done
sleep 2
kill -- -$pid 2>/dev/null || kill $pid 2>/dev/null || true
pkill -f "gatsby develop --port $port" 2>/dev/null || true
wait $pid 2>/dev/null || true
echo "Types written to $out"
