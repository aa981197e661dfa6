#!/usr/bin/env bash
# Builds the npm package `tablier` into pkg/: one optimised .wasm shared by the browser build
# (ES module, async init) and the Node build (CommonJS, synchronous load; ESM re-export).
#
#   pkg/package.json        exports: node → index.node.mjs / index.cjs; browser, default → index.js
#   pkg/index.js            browser entry (js/index.web.js) over web/tablier.js (wasm-bindgen --target web)
#   pkg/index.cjs           Node entry (js/index.node.cjs) over node/tablier.cjs (--target nodejs)
#   pkg/index.node.mjs      Node ESM entry, re-exporting index.cjs
#   pkg/api.js, api.cjs     the API over the raw exports (js/api.js; the .cjs is derived from it)
#   (all the JavaScript minified by esbuild)
#   pkg/tablier_bg.wasm     the engine, wasm-opt -Oz
#   pkg/tablier.d.cts      the hand-written types (js/tablier.d.ts); tablier.d.ts re-exports them
#   pkg/README.md           docs/readme/package.md
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
TOOLS="$ROOT/.tools"
WASM_BINDGEN="$TOOLS/bin/wasm-bindgen"
WASM_OPT="$TOOLS/npm/node_modules/.bin/wasm-opt"
ESBUILD="$TOOLS/npm/node_modules/.bin/esbuild"
[ -x "$WASM_BINDGEN" ] && [ -x "$WASM_OPT" ] && [ -x "$ESBUILD" ] || ./scripts/setup.sh

cargo build --quiet --lib --target wasm32-unknown-unknown --profile wasm
RAW="target/wasm32-unknown-unknown/wasm/tablier.wasm"

OUT="$ROOT/pkg"
WORK="$ROOT/target/pkg-work"
rm -rf "$OUT" "$WORK"
mkdir -p "$OUT/web" "$OUT/node" "$WORK"

"$WASM_BINDGEN" "$RAW" --target web --out-dir "$WORK/web" --out-name tablier --no-typescript
"$WASM_BINDGEN" "$RAW" --target nodejs --out-dir "$WORK/node" --out-name tablier --no-typescript
# Both targets import the same names into the same module: one .wasm serves both glues.
cmp -s "$WORK/web/tablier_bg.wasm" "$WORK/node/tablier_bg.wasm" || {
  echo "build-pkg: the web and nodejs .wasm differ; the package assumes one" >&2
  exit 1
}

"$WASM_OPT" -Oz --converge --low-memory-unused --strip-debug --strip-producers --strip-target-features \
  "$WORK/web/tablier_bg.wasm" -o "$OUT/tablier_bg.wasm"

cp "$WORK/web/tablier.js" "$OUT/web/tablier.js"
# The nodejs glue reads the .wasm beside itself; ours is one folder up.
sed 's|`${__dirname}/tablier_bg.wasm`|`${__dirname}/../tablier_bg.wasm`|' \
  "$WORK/node/tablier.js" >"$OUT/node/tablier.cjs"
grep -q '__dirname}/../tablier_bg.wasm' "$OUT/node/tablier.cjs" || {
  echo "build-pkg: could not point the nodejs glue at ../tablier_bg.wasm (wasm-bindgen output changed?)" >&2
  exit 1
}

cp js/index.web.js "$OUT/index.js"
cp js/index.node.cjs "$OUT/index.cjs"
cp js/index.node.mjs "$OUT/index.node.mjs"
cp js/api.js "$OUT/api.js"
# api.cjs: the same source as CommonJS. api.js has exactly one export and no import.
if [ "$(grep -c '^export ' js/api.js)" != 1 ] || grep -q '^import ' js/api.js; then
  echo "build-pkg: js/api.js must have exactly one 'export function makeApi' and no import" >&2
  exit 1
fi
{
  echo "'use strict';"
  sed 's/^export function makeApi/function makeApi/' js/api.js
  echo 'module.exports = { makeApi };'
} >"$OUT/api.cjs"
# The JavaScript ships minified (a third of the tarball's non-wasm bytes were comments and
# indentation; the documentation is in tablier.d.ts and the README). Each file stays a module
# of its own format; --keep-names keeps class and function names (TablierError, Game) as written.
for f in index.js index.cjs index.node.mjs api.js api.cjs web/tablier.js node/tablier.cjs; do
  "$ESBUILD" "$OUT/$f" --minify --keep-names --log-level=warning --outfile="$OUT/$f" --allow-overwrite
done
# The declarations ship once, as tablier.d.cts; tablier.d.ts re-exports them (an ES module may
# import CommonJS declarations in every TypeScript resolution mode: nodenext, node16, bundler).
# Two full copies cost 3.8 KB of the tarball: npm orders files by extension, so gzip never saw
# the twins close enough to share them.
cp js/tablier.d.ts "$OUT/tablier.d.cts"
cat >"$OUT/tablier.d.ts" <<'DTS'
// Types of the npm package `tablier`: the declarations are in tablier.d.cts (shipped once).
export * from './tablier.cjs';
export { default } from './tablier.cjs';
DTS
cp docs/readme/package.md "$OUT/README.md"

VERSION="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
sed "s/@VERSION@/$VERSION/" js/package.json.in >"$OUT/package.json"
node -e "JSON.parse(require('fs').readFileSync('$OUT/package.json', 'utf8'))"

echo "build-pkg: pkg/ tablier@$VERSION, tablier_bg.wasm $(wc -c <"$OUT/tablier_bg.wasm") bytes" >&2
