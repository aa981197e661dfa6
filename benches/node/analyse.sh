#!/usr/bin/env bash
# A whole `analyse` call through the npm package in Node (the position object in, the jans,
# points and plays out as JS objects, each call on the next (position, roll) of the bench
# positions) against the same analysis natively (`rules::analyse` on a position already read:
# `cargo bench --bench plays`, its "one call each" line: each call on the next (position, roll),
# as the package's figure is taken, where its other line repeats a position eight times over
# and its warm caches halve the figure), measured in the same run. As in compare.sh, the two are taken
# in short turns, RUNS times (default 5), and each side at its fastest turn (other work only ever
# slows a turn down); the ratio of each turn is printed too. Budget (issue 27): 15×; the script
# fails above it.
#   benches/node/analyse.sh        (after scripts/build-pkg.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${RUNS:-5}"
BUDGET="${BUDGET:-15}"
cargo bench --quiet --bench plays --no-run 2>/dev/null
natives=()
nodes=()
ratios=()
for i in $(seq "$RUNS"); do
  native=$(cargo bench --quiet --bench plays -- --reps 1 2>/dev/null |
    sed -n 's/^analyse (one call each): median \([0-9]*\) ns.*/\1/p')
  node=$(node benches/node/plays.mjs --analyse-only --reps 1 2>/dev/null |
    sed -n 's/^analyse (package call, one call each): median \([0-9]*\) ns.*/\1/p')
  [ -n "$native" ] && [ -n "$node" ] || {
    echo "analyse: a turn printed no figure (native '$native', node '$node')" >&2
    exit 1
  }
  ratio=$(awk -v w="$node" -v n="$native" 'BEGIN { printf "%.1f", w / n }')
  echo "turn $i: native ${native} ns, package call ${node} ns: ${ratio}x"
  natives+=("$native")
  nodes+=("$node")
  ratios+=("$ratio")
done
least() { printf '%s\n' "$@" | sort -n | head -1; }
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n "$(((RUNS + 1) / 2))p")
native=$(least "${natives[@]}")
node=$(least "${nodes[@]}")
ratio=$(awk -v w="$node" -v n="$native" 'BEGIN { printf "%.1f", w / n }')
echo "turn ratios: ${ratios[*]} (median ${median}x)"
echo "fastest turns: native ${native} ns, package call ${node} ns: ${ratio}x (budget ${BUDGET}x); load $(cut -d' ' -f1 /proc/loadavg)"
awk -v r="$ratio" -v b="$BUDGET" 'BEGIN { exit !(r <= b) }' || {
  echo "over budget: a whole analyse call through the package is more than ${BUDGET}x the native analysis" >&2
  exit 1
}
