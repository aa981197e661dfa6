#!/usr/bin/env bash
# Browser end-to-end tests: serves www/ on a free localhost port (scripts/serve.py: the strict
# Content-Security-Policy on every response, gzip over the wire), runs
# tests/e2e/*.test.mjs with node's test runner against it (Debian's chromium through playwright-core),
# and stops the server. Needs the package's copy in www/pkg (scripts/build-pkg.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup-browser.sh

# The page loads the package from www/pkg, the copy scripts/build-pkg.sh makes of pkg/.
# scripts/test.sh has just built it; run alone, this script builds it if missing.
if [ ! -f www/pkg/package.json ]; then
  ./scripts/build-pkg.sh
fi
# The game page loads its modules bundled (www/app.min.js): bundled afresh, so that the page
# tested is the www/*.js of the work tree (a fraction of a second).
./scripts/build-page.sh

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
python3 scripts/serve.py "$PORT" www >/dev/null 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT

for _ in $(seq 1 50); do
  if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/index.html', timeout=1)" 2>/dev/null; then
    break
  fi
  sleep 0.1
done

export TABLIER_URL="http://127.0.0.1:$PORT/"
# one file at a time: each launches its own chromium, and the machine has two cores
node --test --test-concurrency=1 tests/e2e/*.test.mjs
