#!/usr/bin/env bash
# Runs the native play-generation benchmark, then the same through the npm package in Node, one
# right after the other, RUNS times (default 3). A shared machine's speed changes by the minute:
# each side is taken at its fastest repetition (the median per (position, roll) of the repetition
# least slowed by other work), each pair gives a ratio, and the median ratio is the figure.
# Fails above 2×.
#   benches/node/compare.sh        (after scripts/build-pkg.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${RUNS:-3}"
cargo bench --quiet --bench plays --no-run 2>/dev/null
ratios=()
for i in $(seq "$RUNS"); do
  line=$(cargo bench --quiet --bench plays 2>/dev/null | grep '^legal_plays: ')
  echo "native $line"
  native=$(echo "$line" | sed -n 's/.*fastest repetition \([0-9]*\) ns.*/\1/p')
  out=$(node benches/node/plays.mjs --native-ns "$native" --reps 3 "$@" 2>/dev/null || true)
  echo "$out" | grep -E ': median [0-9]+ ns per|wasm/native'
  ratios+=("$(echo "$out" | sed -n 's/.*wasm\/native = \([0-9.]*\)x.*/\1/p')")
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n "$(((RUNS + 1) / 2))p")
echo "ratios: ${ratios[*]}; median ${median}x (budget 2x)"
awk -v r="$median" 'BEGIN { exit !(r <= 2) }' || {
  echo "over budget: the package is more than twice as slow as native" >&2
  exit 1
}
