#!/usr/bin/env bash
# Runs the native play-generation benchmark, then the same through the npm package in Node, one
# right after the other (a shared machine's load changes by the minute), and prints the ratio.
#   benches/node/compare.sh        (after scripts/build-pkg.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
native_log=$(mktemp)
cargo bench --quiet --bench plays 2>/dev/null | tee "$native_log"
native=$(sed -n 's/^legal_plays: median \([0-9]*\) ns.*/\1/p' "$native_log")
rm -f "$native_log"
node benches/node/plays.mjs --native-ns "$native" "$@"
