#!/usr/bin/env bash
# Bundles the game page's modules (www/app.js and everything it imports, the package's browser
# entry in www/pkg/ included) into one minified module, www/app.min.js, which www/index.html loads.
# Forty-odd modules were as many requests (six at a time over HTTP/1.1) and as many parses before
# the first move could be played; one file is one request, and minified it is half the bytes over
# the wire (docs/speed.md). The page's light module is bundled as built (www/pkg/light/ over the
# package's own API, the very files npm users get); the package's games module stays out, loaded
# once the board is interactive (www/whole.js: www/pkg/light/upgrade.js, the light module still
# answering the stateless questions), as do the whole package (www/pkg/index.js), the rules module and the record
# module (www/engine.js's loadRules() and loadRecords() answer the light or the whole module here). The light module's
# glue has no partie à écrire nor computer, which the API names: esbuild's warnings of those
# undefined imports are silenced (--log-level=error); TABLIER_LIGHT_MODULE defined leaves the
# package's PartieAEcrire and Correspondence classes (js/api.js), which it cannot make, out.
# The elements a website embeds are bundled the same way, the engine left out (each element loads
# the rules module or the whole package from ./pkg/ at run time): one file per element
# (www/tablier-board.min.js, tablier-record.min.js, tablier-exercise.min.js), for a page that shows
# one kind, and www/elements.min.js (www/elements.js: all three) for a page that shows several.
# A page of diagrams fetched thirteen modules, each with its headers (docs/size.md).
# Run by scripts/build-pkg.sh after it copies the package to www/pkg/; needs .tools (setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
ESBUILD="$PWD/.tools/npm/node_modules/.bin/esbuild"
[ -x "$ESBUILD" ] || ./scripts/setup.sh
# Games by correspondence are a bundle of their own, loaded when first needed (app.js): the first
# load does not carry them, nor the QR code encoder (uqr, installed pinned by setup.sh into .tools).
# It imports none of the page's stateful modules: app.js hands it the engine and the game page.
# Built first: app.js names it (tests/e2e/modules.test.mjs holds each bundle newer than its sources).
NODE_PATH="$PWD/.tools/npm/node_modules" "$ESBUILD" www/correspondence-view.js --bundle --format=esm --minify \
  --keep-names --log-level=warning --outfile=www/correspondence.min.js
# The page's words are not in its bundle: one module per language (www/lang-fr.min.js,
# www/lang-en.min.js, from www/lang-fr.js and www/lang-en.js over the dictionary sources), of
# which the page loads its own as it starts (www/boot.js), beside the .wasm. The bundle is built
# by scripts/bundle-page.mjs, whose esbuild plugin leaves www/i18n-words.js's words out.
"$ESBUILD" www/lang-fr.js www/lang-en.js --bundle --format=esm --minify --log-level=warning \
  --outdir=www --out-extension:.js=.min.js
node scripts/bundle-page.mjs "$PWD/.tools/npm/node_modules/esbuild/lib/main.js"
# The light module's glue finds its .wasm beside its own module (import.meta.url); bundled, that
# module is www/app.min.js, so the address is given from here: www/pkg/light/tablier_light_bg.wasm.
sed -i -e 's#new URL("\./tablier_light_bg\.wasm",import\.meta\.url)#new URL("./pkg/light/tablier_light_bg.wasm",import.meta.url)#g' \
  -e 's#new URL("tablier_light_bg\.wasm",import\.meta\.url)#new URL("./pkg/light/tablier_light_bg.wasm",import.meta.url)#g' www/app.min.js
if ! grep -q 'new URL("./pkg/light/tablier_light_bg.wasm",import.meta.url)' www/app.min.js ||
  grep -q '[^/]tablier_light_bg\.wasm"' www/app.min.js || grep -q 'tablier_rules_bg\|tablier_bg\|pkg/record/' www/app.min.js ||
  ! grep -qF 'import("./pkg/index.js")' www/app.min.js || ! grep -qF 'import("./pkg/light/upgrade.js")' www/app.min.js ||
  grep -qF 'Reprendre la dame' www/app.min.js || grep -qF 'Reprendre :' www/app.min.js || grep -qF 'Take up again' www/app.min.js; then
  echo "build-page: www/app.min.js does not find the light module's .wasm in pkg/light/ (the glue's address changed?), holds the rules module or the whole one, no longer loads the whole one from ./pkg/index.js, or carries the words (www/i18n-words.js, i18n-page.js)" >&2
  exit 1
fi
ELEMENTS="tablier-board tablier-record tablier-exercise elements"
"$ESBUILD" $(for e in $ELEMENTS; do echo "www/$e.js"; done) --bundle --format=esm --minify --keep-names \
  --log-level=warning '--external:./pkg/*' --define:TABLIER_LIGHT_MODULE=undefined --outdir=www --out-extension:.js=.min.js
for e in $ELEMENTS; do
  if ! grep -qF 'import("./pkg/' "www/$e.min.js" || grep -q 'tablier_bg\|tablier_rules_bg\|initSync' "www/$e.min.js"; then
    echo "build-page: www/$e.min.js holds the engine, or no longer loads it from ./pkg/" >&2
    exit 1
  fi
  echo "build-page: www/$e.min.js $(wc -c <"www/$e.min.js") bytes, $(gzip -9 -c "www/$e.min.js" | wc -c) gzipped" >&2
done
echo "build-page: www/app.min.js $(wc -c <www/app.min.js) bytes, $(gzip -9 -c www/app.min.js | wc -c) gzipped" >&2
# each language's words (a text of the page, French then English), and not the other's
for pair in 'fr|Reprendre :|Take up again' 'en|Take up again|Reprendre :'; do
  IFS='|' read -r l own other <<<"$pair"
  if ! grep -qF "$own" "www/lang-$l.min.js" || grep -qF "$other" "www/lang-$l.min.js"; then
    echo "build-page: www/lang-$l.min.js lacks the page's words, or carries the other language's" >&2
    exit 1
  fi
  echo "build-page: www/lang-$l.min.js $(wc -c <"www/lang-$l.min.js") bytes, $(gzip -9 -c "www/lang-$l.min.js" | wc -c) gzipped (the page's words)" >&2
done
echo "build-page: www/correspondence.min.js $(wc -c <www/correspondence.min.js) bytes, $(gzip -9 -c www/correspondence.min.js | wc -c) gzipped (loaded when first needed)" >&2
