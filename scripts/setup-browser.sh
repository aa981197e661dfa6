#!/usr/bin/env bash
# Installs what the browser end-to-end tests need, once: Debian's Chromium (never a browser download of
# Playwright's own), and playwright-core and axe-core (the accessibility checks), pinned by
# tests/e2e/package-lock.json, into tests/e2e/node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "setup-browser: installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core
fi

if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -f tests/e2e/node_modules/axe-core/axe.min.js ]; then
  echo "setup-browser: installing playwright-core and axe-core into tests/e2e/node_modules" >&2
  # The browser is the system one; make sure no install script fetches another.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  (cd tests/e2e && if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi)
fi
