#!/usr/bin/env bash
# Builds the npm package `tablier` into pkg/: two optimised .wasm, the games module and the rules
# module (which answers the stateless questions), each with one glue shared by the browser build
# (ES module, async init) and the Node build (ES module, synchronous load; `require` too).
#
#   pkg/package.json        exports: node → index.node.mjs (import and require); browser, default → index.js
#   pkg/index.js            browser entry (js/index.web.js) over web/tablier.js (wasm-bindgen --target web)
#                           and rules/tablier_rules.js: the games module and the rules module, loaded
#                           in parallel; the stateless questions are the rules module's alone
#   pkg/index.node.mjs      Node entry (js/index.node.mjs) over the same glues, instantiated
#                           synchronously; Node ≥ 20.19 requires it as it imports it
#   pkg/api.js, games.js    the API over the raw exports (js/api.js; the game classes js/games.js)
#   (all the JavaScript minified by esbuild)
#   pkg/tablier_bg.wasm     the games module (the game objects, the computer, the advice), wasm-opt -Oz
#   pkg/rules/              the rules module (`tablier/rules`): index.js (js/index.rules.js) over
#                           tablier_rules.js and tablier_rules_bg.wasm, the bindings crate built
#                           without its `games` feature: the stateless questions and the counting
#                           exercises, for the diagram and exercise elements (a third of the whole module)
#   pkg/rules.js, loader.js the stateless API both entries share (js/rules.js) and the browser
#                           entries' `init` (js/loader.js)
#   pkg/tablier.d.cts      the hand-written types (js/tablier.d.ts); tablier.d.ts re-exports them
#   pkg/README.md           docs/package.md, its relative links made absolute (to Cargo.toml's repository)
#
#   dist/tablier/           the diagram elements for a website, one folder to copy whole: the element
#                           modules, and the package's browser build, rules module and light module in pkg/
#   (www/pkg/light/, dist/tablier/pkg/light/: the light module, index.js (js/index.light.js) over
#                           tablier_light.js and tablier_light_bg.wasm, the bindings crate with its
#                           `games` and `stateless` features: the game objects without the computer,
#                           for the game page's first load and <tablier-record>, and upgrade.js
#                           (js/index.upgrade.js), the games module over it; not in the npm tarball)
#
#   scripts/build-pkg.sh          the npm package, into pkg/, everything in it (the computer player
#                                 included), then copied to www/pkg/ for the page: the page loads
#                                 the very package npm users get. `--page` is accepted and does the
#                                 same (older scripts pass it).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
TOOLS="$ROOT/.tools"
WASM_BINDGEN="$TOOLS/bin/wasm-bindgen"
WASM_OPT="$TOOLS/npm/node_modules/.bin/wasm-opt"
ESBUILD="$TOOLS/npm/node_modules/.bin/esbuild"
[ -x "$WASM_BINDGEN" ] && [ -x "$WASM_OPT" ] && [ -x "$ESBUILD" ] || ./scripts/setup.sh

RAW="target/wasm32-unknown-unknown/wasm/tablier_wasm.wasm"
OUT="$ROOT/pkg"
WORK="$ROOT/target/pkg-work"
rm -rf "$OUT" "$WORK"
mkdir -p "$OUT/web" "$WORK"

# One build of the bindings crate (crates/tablier-wasm, the core built into it; the workspace's
# `wasm` profile) with the given feature flags: wasm-bindgen's web glue `name`.js in `work`, and
# the module wasm-opt makes of it, `name`_bg.wasm, in `out`. Each build overwrites RAW. ORDER,
# when set, is a wasm-opt pass that orders the functions (docs/size.md, "Functions ordered by name").
bind_module() { # name work out [cargo feature flags...]
  local name="$1" work="$2" out="$3"
  shift 3
  cargo build --quiet -p tablier-wasm --lib --target wasm32-unknown-unknown --profile wasm "$@"
  mkdir -p "$work" "$out"
  "$WASM_BINDGEN" "$RAW" --target web --out-dir "$work" --out-name "$name" --no-typescript
  "$WASM_OPT" -Oz ${ORDER:-} --converge --low-memory-unused --strip-debug --strip-producers --strip-target-features \
    "$work/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
}

# The games module (the crate's default features): the game objects, the computer, the advice,
# the partie à écrire and games by correspondence, without the stateless questions, which every
# entry asks the rules module for (docs/size.md, "No stateless question twice").
# Its functions ordered by their names, which sets the copies of one generic side by side for
# gzip: 585 bytes off the tarball, 842 off the .wasm; the rules module, ordered so, is 476 bytes
# larger in the tarball, and is not.
ORDER=--reorder-functions-by-name bind_module tablier "$WORK/web" "$OUT"
if grep -q 'legalPlays\|toNotation' "$WORK/web/tablier.js" || ! grep -q 'choosePlay' "$WORK/web/tablier.js"; then
  echo "build-pkg: the games module exports a stateless question or no computer: built with the wrong features?" >&2
  exit 1
fi

cp "$WORK/web/tablier.js" "$OUT/web/tablier.js"

# The rules module: the same crate with the stateless questions and without the game objects,
# the computer and the advice (crates/tablier-wasm/Cargo.toml's `stateless` and `games`
# features), with the counting exercises (`exercises-counting`: <tablier-exercise> on them loads
# this module alone). Every entry of the package asks it the stateless questions. Built after
# the games module, whose .wasm it overwrites in target/.
bind_module tablier_rules "$WORK/rules" "$OUT/rules" --no-default-features --features stateless,exercises-counting
cp "$WORK/rules/tablier_rules.js" "$OUT/rules/tablier_rules.js"
cp js/index.rules.js "$OUT/rules/index.js"
cp js/rules.d.ts "$OUT/rules/index.d.ts"
if grep -q 'Partie\|choosePlay' "$OUT/rules/tablier_rules.js"; then
  echo "build-pkg: the rules module exports a game object or the computer: built with the games feature?" >&2
  exit 1
fi
# The game page's light module (www/pkg/light/ and dist/tablier/pkg/light/, not in the npm
# tarball): the same crate with its game objects and without the computer, the advice and the
# partie à écrire (`--features games,stateless`: it answers the stateless questions too), which
# the game page is interactive on before it moves its game to the games module (upgrade.js, the
# light module answering the stateless questions still), and <tablier-record> reads records with
# (docs/size.md).
LIGHT="$WORK/light-out"
bind_module tablier_light "$WORK/light" "$LIGHT" --no-default-features --features games,stateless
cp "$WORK/light/tablier_light.js" "$LIGHT/tablier_light.js"
cp js/index.light.js "$LIGHT/index.js"
# and the page's upgrade to the games module, the light module answering the stateless questions
cp js/index.upgrade.js "$LIGHT/upgrade.js"
if grep -q 'choosePlay\|computerPlay\|Ecrire\|Correspondence' "$LIGHT/tablier_light.js" || ! grep -q 'Partie' "$LIGHT/tablier_light.js"; then
  echo "build-pkg: the light module has the computer, the partie à écrire or games by correspondence, or no game object: built with the wrong features?" >&2
  exit 1
fi
# Node's entry imports the web glues and instantiates them synchronously (initSync), for
# `import` and `require` alike (Node ≥ 20.19 requires an ES module): one glue per module in the
# tarball, where a CommonJS copy of each (cjs/) cost 6 KB gzipped (docs/size.md).
grep -q 'initSync' "$WORK/web/tablier.js" && grep -q 'initSync' "$WORK/rules/tablier_rules.js" || {
  echo "build-pkg: the glue has no initSync (wasm-bindgen output changed?)" >&2
  exit 1
}
cp js/index.web.js "$OUT/index.js"
cp js/index.node.mjs "$OUT/index.node.mjs"
# The names the ES module entries export, one by one (an ES module's exports are static), are
# written once: the keys of the object makeApi (js/api.js) or makeRules (js/rules.js) answers,
# read here and written in at each entry's `/* @API-NAMES@ */` (and the rules module's types').
names_of() {
  node --input-type=module -e "$1" | tr -d '\n'
}
API_NAMES="$(names_of "import { makeApi } from './js/api.js'; console.log(Object.keys(makeApi({}, {}, () => false)).join(', '))")"
RULES_NAMES="$(names_of "import { makeRules } from './js/rules.js'; console.log(Object.keys(makeRules({}, () => false).api).join(', '))")"
RULES_UNION="$(names_of "import { makeRules } from './js/rules.js'; console.log(Object.keys(makeRules({}, () => false).api).map((n) => \` | '\${n}'\`).join(''))")"
for names in "$API_NAMES" "$RULES_NAMES"; do
  [[ "$names" =~ ^[A-Za-z]+(,\ [A-Za-z]+)+$ ]] || {
    echo "build-pkg: cannot read the API's names from js/api.js and js/rules.js (got '$names')" >&2
    exit 1
  }
done
sed -i "s#/\* @API-NAMES@ \*/#$API_NAMES#" "$OUT/index.js" "$OUT/index.node.mjs" "$LIGHT/index.js"
sed -i "s#/\* @API-NAMES@ \*/#$RULES_NAMES#" "$OUT/rules/index.js" "$OUT/rules/index.d.ts"
sed -i "s#/\* @API-NAMES-UNION@ \*/#$RULES_UNION#" "$OUT/rules/index.d.ts"
for entry in "index.js:$API_NAMES" "index.node.mjs:$API_NAMES" "rules/index.js:$RULES_NAMES" "rules/index.d.ts:$RULES_NAMES"; do
  if ! grep -qF "${entry#*:}" "$OUT/${entry%%:*}" || grep -q '@API-NAMES' "$OUT/${entry%%:*}"; then
    echo "build-pkg: ${entry%%:*} lacks its '/* @API-NAMES@ */' mark (js/index.web.js, index.node.mjs, index.rules.js, rules.d.ts)" >&2
    exit 1
  fi
done
# The record module (www/pkg/record/ and dist/tablier/pkg/record/, not in the npm tarball): the
# same crate with the replay and the stateless questions (`--features replay,stateless`: the game
# classes with fromRecord, state and frames), which <tablier-record> and the diagrams on its page
# load (www/engine.js's loadRecords; docs/size.md, "The record module"). Its entry, the package's
# rules.js, games.js and loader.js and the glue are bundled into one file: one request, not five.
RECORD="$WORK/record-out"
bind_module tablier_record "$WORK/record-src/record" "$RECORD" --no-default-features --features replay,stateless
cp js/index.record.js "$WORK/record-src/record/index.js"
cp js/rules.js js/games.js js/loader.js "$WORK/record-src/"
sed -i "s#/\* @API-NAMES@ \*/#$RULES_NAMES#" "$WORK/record-src/record/index.js"
"$ESBUILD" "$WORK/record-src/record/index.js" --bundle --format=esm --minify --keep-names --log-level=warning \
  --outfile="$RECORD/index.js"
GLUE="$WORK/record-src/record/tablier_record.js"
if ! grep -q 'fromRecord' "$GLUE" || grep -q 'rollRandom\|computerPlay\|Ecrire\|Correspondence' "$GLUE" ||
  grep -q '@API-NAMES' "$RECORD/index.js" || ! grep -qF "$RULES_NAMES" "$WORK/record-src/record/index.js"; then
  echo "build-pkg: the record module plays games, has the computer, or does not read records back: built with the wrong features?" >&2
  exit 1
fi
cp js/api.js "$OUT/api.js"
cp js/rules.js "$OUT/rules.js"
cp js/loader.js "$OUT/loader.js"
cp js/games.js "$OUT/games.js"
cp js/ecrire.js "$OUT/ecrire.js"
cp js/correspondence.js "$OUT/correspondence.js"
# The JavaScript ships minified (a third of the tarball's non-wasm bytes were comments and
# indentation; the documentation is in tablier.d.ts and the README). Each file stays a module
# of its own format; --keep-names keeps class and function names (TablierError, Game) as written.
# The glues are each once in the tarball, mangled too (when a CommonJS twin of each was shipped,
# they kept their identifiers, so that gzip found the second copy a repeat of the first).
for f in index.js index.node.mjs api.js rules.js loader.js games.js ecrire.js correspondence.js rules/index.js; do
  "$ESBUILD" "$OUT/$f" --minify --keep-names --log-level=warning --outfile="$OUT/$f" --allow-overwrite
done
for f in web/tablier.js rules/tablier_rules.js; do
  "$ESBUILD" "$OUT/$f" --minify --keep-names --log-level=warning --outfile="$OUT/$f" --allow-overwrite
done
for f in index.js upgrade.js; do
  "$ESBUILD" "$LIGHT/$f" --minify --keep-names --log-level=warning --outfile="$LIGHT/$f" --allow-overwrite
done
"$ESBUILD" "$LIGHT/tablier_light.js" --minify-whitespace --minify-syntax --log-level=warning --outfile="$LIGHT/tablier_light.js" \
  --allow-overwrite
# The declarations ship once, as tablier.d.cts; tablier.d.ts re-exports them (an ES module may
# import CommonJS declarations in every TypeScript resolution mode: nodenext, node16, bundler).
# Two full copies cost 3.8 KB of the tarball: npm orders files by extension, so gzip never saw
# the twins close enough to share them.
cp js/tablier.d.ts "$OUT/tablier.d.cts"
cp js/types.generated.d.ts "$OUT/types.generated.d.cts" # the JSON types, derived (docs/package.md, "Types")
cat >"$OUT/tablier.d.ts" <<'DTS'
// Types of the npm package `tablier`: the declarations are in tablier.d.cts (shipped once).
export * from './tablier.cjs';
export { default } from './tablier.cjs';
DTS
# The README is docs/package.md's beginning (what the package is and how to load it), up to its
# mark `<!-- The npm package's README.md ends here`, then a link to the whole page: the reference
# is in the repository, and each declaration's documentation in tablier.d.ts, shipped once (the
# whole page was 10 KB of the tarball gzipped). Its links are relative to docs/ in the
# repository; in the tarball, where docs/ is not, each relative link is made absolute, to the
# repository's copy of the file (Cargo.toml's `repository`, the one address the package.json names too).
REPOSITORY="$(sed -n 's/^repository = "\(.*\)"/\1/p' Cargo.toml | head -1)"
[ -n "$REPOSITORY" ] || {
  echo "build-pkg: Cargo.toml names no repository" >&2
  exit 1
}
REPOSITORY="$REPOSITORY" node -e '
const fs = require("fs"), path = require("path");
const repo = process.env.REPOSITORY.replace(/\/$/, "");
const page = fs.readFileSync("docs/package.md", "utf8");
const end = page.indexOf("<!-- The npm package\x27s README.md ends here");
if (end < 0) throw new Error("docs/package.md has no mark where the README ends");
const readme = page.slice(0, end) + "The reference (every function, `Game`, `JacquetGame`, `PartieAEcrire`, `Correspondence`, the types) is [docs/package.md](package.md), and each declaration is documented in `tablier.d.ts`.\n";
const text = readme.replace(/\]\((?![a-z][a-z0-9+.-]*:|#)([^)\s#]+)(#[^)\s]*)?\)/gi, (_, to, hash) => {
  const file = path.posix.normalize(path.posix.join("docs", to));
  if (file.startsWith("..") || !fs.existsSync(file)) throw new Error(`docs/package.md links ${to}, which is not in the repository`);
  return `](${repo}/blob/main/${file}${hash || ""})`;
});
fs.writeFileSync(process.argv[1], text);
' "$OUT/README.md"

# The diagram elements (docs/element.md): `import 'tablier/element'` defines <tablier-board>,
# `import 'tablier/element/record'` <tablier-record>, `import 'tablier/element/exercise'` <tablier-exercise>.
# They are the page's own modules but for the one path that finds the engine (www/pkg/index.js
# there, ../index.js here), bundled: one file each and what they share in element/shared.js
# (esbuild's splitting), where the seventeen modules were each a file of its own (−1.9 KB of the
# tarball: names mangled across modules, no imports and exports between them), their names not
# kept (no element reads a function's or a class's name: −0.9 KB).
ELEMENT="tablier-board.js tablier-record.js tablier-exercise.js i18n-exercise.js board.js board-input.js board-geometry.js board-style.js annotations.js chances.js i18n.js i18n-words.js engine.js jans.js plays.js describe.js export.js game.js"
ELSRC="$WORK/element-src"
rm -rf "$ELSRC" "$OUT/element"
mkdir -p "$ELSRC" "$OUT/element"
for f in $ELEMENT; do cp "www/$f" "$ELSRC/$f"; done
# The tarball has no light module (the page's alone): the element's games are the whole package's.
sed -i -e "s#import('./pkg/index.js')#import('../index.js')#" -e "s#import('./pkg/rules/index.js')#import('../rules/index.js')#" \
  -e "s#import('./pkg/light/index.js')#import('../index.js')#" -e "s#import('./pkg/record/index.js')#import('../index.js')#" \
  "$ELSRC/engine.js"
grep -q "import('../index.js')" "$ELSRC/engine.js" && grep -q "import('../rules/index.js')" "$ELSRC/engine.js" &&
  ! grep -q "import('./pkg/" "$ELSRC/engine.js" || {
  echo "build-pkg: www/engine.js no longer imports './pkg/index.js' and './pkg/rules/index.js'; the element's copy cannot find the engine" >&2
  exit 1
}
"$ESBUILD" "$ELSRC/tablier-board.js" "$ELSRC/tablier-record.js" "$ELSRC/tablier-exercise.js" --bundle --splitting \
  --format=esm --minify --external:../index.js --external:../rules/index.js \
  --define:TABLIER_LIGHT_MODULE=undefined --chunk-names=shared --outdir="$OUT/element" --log-level=warning
[ "$(cd "$OUT/element" && ls | sort | tr '\n' ' ')" = "shared.js tablier-board.js tablier-exercise.js tablier-record.js " ] &&
  grep -qF 'import("../index.js")' "$OUT/element/shared.js" && grep -qF 'import("../rules/index.js")' "$OUT/element/shared.js" || {
  echo "build-pkg: the elements' bundle is not the three elements and element/shared.js finding the engine in ../" >&2
  exit 1
}

# The folder a website author copies whole (docs/element.md, "Diagrams on your site"): dist/tablier/,
# both elements and the engine they load beside them in pkg/, laid out as the page's own www/ and
# www/pkg/ are, so that www/engine.js's paths hold unchanged. Nothing else is needed to serve them.
SITE="$ROOT/dist/tablier"
rm -rf "$SITE"
mkdir -p "$SITE/pkg/web" "$SITE/pkg/rules"
for f in $ELEMENT; do
  "$ESBUILD" "www/$f" --minify --keep-names --log-level=warning --outfile="$SITE/$f"
done
for f in index.js api.js rules.js loader.js games.js ecrire.js correspondence.js web/tablier.js tablier_bg.wasm \
  rules/index.js rules/tablier_rules.js rules/tablier_rules_bg.wasm; do
  cp "$OUT/$f" "$SITE/pkg/$f"
done
cp -R "$LIGHT" "$SITE/pkg/light"
cp -R "$RECORD" "$SITE/pkg/record"

# The workspace's one version (Cargo.toml's [workspace.package]), every crate's.
VERSION="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
sed -e "s/@VERSION@/$VERSION/" -e "s#@REPOSITORY@#$REPOSITORY#g" js/package.json.in >"$OUT/package.json"
node -e "JSON.parse(require('fs').readFileSync('$OUT/package.json', 'utf8'))"

echo "build-pkg: ${OUT#"$ROOT"/}/ tablier@$VERSION, tablier_bg.wasm $(wc -c <"$OUT/tablier_bg.wasm") bytes, rules/tablier_rules_bg.wasm $(wc -c <"$OUT/rules/tablier_rules_bg.wasm") bytes, light/tablier_light_bg.wasm (the page's) $(wc -c <"$LIGHT/tablier_light_bg.wasm") bytes" >&2

# The page's copy (www/pkg is not committed): the same files.
rm -rf "$ROOT/www/pkg"
cp -R "$OUT" "$ROOT/www/pkg"
# and the light module, the page's only
cp -R "$LIGHT" "$ROOT/www/pkg/light"
# and the record module, the pages of records' only
cp -R "$RECORD" "$ROOT/www/pkg/record"
# and the page's own modules, bundled into the one file index.html loads, and the elements' bundles
./scripts/build-page.sh
# and the elements' one-file bundles (build-page.sh) into the site's folder, which is laid out as
# www/ is (the bundles load ./pkg/…): a site loads one file per element, or elements.min.js for
# all three. The npm tarball keeps the element modules only (a bundler bundles them itself).
for f in tablier-board tablier-record tablier-exercise elements; do cp "www/$f.min.js" "$SITE/$f.min.js"; done
