#!/usr/bin/env bash
# The module the engine-in-WebAssembly figures of benches/node/plays.mjs are taken on: the rules
# module built with the bindings' `bench` feature, whose `benchLegalPlays` generates the plays
# many times from one position read (the crossing taken out of the engine's time). The package
# leaves that export out (docs/size.md). Writes target/bench-module/tablier_bench.js and its
# .wasm, and prints the glue's path for TABLIER_BENCH_MODULE.
#   TABLIER_BENCH_MODULE="$(benches/node/bench-module.sh)" node benches/node/plays.mjs
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
TOOLS="$ROOT/.tools"
[ -x "$TOOLS/bin/wasm-bindgen" ] || ./scripts/setup.sh >&2
cargo build --quiet -p tablier-wasm --lib --target wasm32-unknown-unknown --profile wasm --no-default-features \
  --features bench --target-dir target/bench-module >&2
OUT="$ROOT/target/bench-module/out"
rm -rf "$OUT"
"$TOOLS/bin/wasm-bindgen" target/bench-module/wasm32-unknown-unknown/wasm/tablier_wasm.wasm --target web \
  --out-dir "$OUT" --out-name tablier_bench --no-typescript
"$TOOLS/npm/node_modules/.bin/wasm-opt" -Oz --converge --low-memory-unused --strip-debug --strip-producers \
  --strip-target-features "$OUT/tablier_bench_bg.wasm" -o "$OUT/tablier_bench_bg.wasm"
echo "$OUT/tablier_bench.js"
