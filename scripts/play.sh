#!/usr/bin/env bash
# Builds the package into pkg/ and its copy for the page, www/pkg/ (gitignored), and serves the
# page: www/ on http://localhost:8000 (scripts/serve.py, under the strict Content-Security-Policy).
# A static server only: everything runs in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8000}"
./scripts/setup.sh
./scripts/build-pkg.sh
echo "play: serving www/ on http://localhost:$PORT (Ctrl-C to stop)" >&2
exec python3 scripts/serve.py "$PORT" www
