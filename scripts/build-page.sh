#!/usr/bin/env bash
# Bundles the game page's own modules (www/app.js and everything it imports from www/) into one
# minified module, www/app.min.js, which www/index.html loads. Thirty-odd modules were as many
# requests (six at a time over HTTP/1.1) and as many parses before the first move could be
# played; one file is one request, and minified it is half the bytes over the wire (docs/speed.md).
# The package stays outside it (its entries in www/pkg/ are fetched as they are, preloaded by
# index.html): www/engine.js imports them by path, as the diagram element's copy does.
# Run by scripts/build-pkg.sh after it copies the package to www/pkg/; needs .tools (setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
ESBUILD="$PWD/.tools/npm/node_modules/.bin/esbuild"
[ -x "$ESBUILD" ] || ./scripts/setup.sh
"$ESBUILD" www/app.js --bundle --format=esm --minify --keep-names --log-level=warning \
  '--external:./pkg/*' --outfile=www/app.min.js
# Nothing of the package may have been bundled in: the page would then hold a second copy of the
# glue, which finds its .wasm beside itself (import.meta.url), not in pkg/.
if grep -q 'initSync\|__wbindgen' www/app.min.js; then
  echo "build-page: www/app.min.js holds the package's glue: is ./pkg/ still external?" >&2
  exit 1
fi
echo "build-page: www/app.min.js $(wc -c <www/app.min.js) bytes, $(gzip -9 -c www/app.min.js | wc -c) gzipped" >&2
