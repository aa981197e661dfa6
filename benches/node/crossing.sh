#!/usr/bin/env bash
# How values should cross the WebAssembly boundary: JSON text (serde_json in the module,
# JSON.stringify / JSON.parse in JavaScript: what the package does) against JavaScript values
# read and written by serde-wasm-bindgen, both through the same serde types, in one module built
# with the bindings crate's `serde-wasm-bindgen` feature (which the package leaves out). docs/speed.md.
#
#   benches/node/crossing.sh [--reps R]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
TOOLS="$ROOT/.tools"
[ -x "$TOOLS/bin/wasm-bindgen" ] || ./scripts/setup.sh
cargo build --quiet -p tablier-wasm --lib --target wasm32-unknown-unknown --profile wasm --features serde-wasm-bindgen,stateless \
  --target-dir target/swb
OUT="$ROOT/target/swb/node"
rm -rf "$OUT"
"$TOOLS/bin/wasm-bindgen" target/swb/wasm32-unknown-unknown/wasm/tablier_wasm.wasm --target nodejs \
  --out-dir "$OUT" --out-name tablier --no-typescript
"$TOOLS/npm/node_modules/.bin/wasm-opt" -Oz --converge --low-memory-unused --strip-debug --strip-producers \
  --strip-target-features "$OUT/tablier_bg.wasm" -o "$OUT/tablier_bg.wasm"
node benches/node/crossing.mjs "$OUT/tablier.js" "$@"
