#!/usr/bin/env bash
# Play generation natively and through the npm package in Node, compared. A shared machine's
# speed drifts for tens of seconds at a time and other work only ever slows a run down, so the
# two are measured in short turns — one repetition of the native bench (`cargo bench --bench
# plays -- --reps 1 --plays-only`), then one of the engine in Node (`plays.mjs --reps 1
# --engine-only`), RUNS times (default 9) — and each side is taken at its fastest turn: the
# figure is fastest Node / fastest native, and the script fails above 2×. The ratio of each
# turn and their median are printed too. Then one full run of plays.mjs prints the other
# figures (the crossing amortised, a whole package call).
#   benches/node/compare.sh        (after scripts/build-pkg.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${RUNS:-9}"
cargo bench --quiet --bench plays --no-run 2>/dev/null
# the module with `benchLegalPlays`, which the package leaves out
TABLIER_BENCH_MODULE="$(benches/node/bench-module.sh)"
export TABLIER_BENCH_MODULE
natives=()
wasms=()
ratios=()
for i in $(seq "$RUNS"); do
  native=$(cargo bench --quiet --bench plays -- --reps 1 --plays-only 2>/dev/null |
    sed -n 's/^legal_plays: median \([0-9]*\) ns.*/\1/p')
  line=$(node benches/node/plays.mjs --native-ns "$native" --reps 1 --engine-only 2>/dev/null | grep 'wasm/native' || true)
  echo "turn $i: $line"
  natives+=("$native")
  wasms+=("$(echo "$line" | sed -n 's/.*engine in wasm \([0-9]*\) ns.*/\1/p')")
  ratios+=("$(echo "$line" | sed -n 's/.*wasm\/native = \([0-9.]*\)x.*/\1/p')")
done
node benches/node/plays.mjs --reps 3 | grep -E ': median [0-9]+ ns per \(' || true
least() { printf '%s\n' "$@" | sort -n | head -1; }
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n "$(((RUNS + 1) / 2))p")
native=$(least "${natives[@]}")
wasm=$(least "${wasms[@]}")
ratio=$(awk -v w="$wasm" -v n="$native" 'BEGIN { printf "%.2f", w / n }')
echo "turn ratios: ${ratios[*]} (median ${median}x)"
echo "fastest turns: native ${native} ns, engine in wasm ${wasm} ns: ${ratio}x (budget 2x)"
awk -v r="$ratio" 'BEGIN { exit !(r <= 2) }' || {
  echo "over budget: the package is more than twice as slow as native" >&2
  exit 1
}
