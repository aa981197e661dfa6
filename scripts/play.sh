#!/usr/bin/env bash
# Builds the package and serves the page: www/ on http://localhost:8000, with the package copied
# into www/pkg/ (gitignored). A static server only: everything runs in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8000}"
./scripts/setup.sh
./scripts/build-pkg.sh
if [ ! -d www ]; then
  echo "play: there is no www/ folder yet" >&2
  exit 1
fi
rm -rf www/pkg
cp -R pkg www/pkg
echo "play: serving www/ on http://localhost:$PORT (Ctrl-C to stop)" >&2
cd www
exec python3 -m http.server "$PORT"
