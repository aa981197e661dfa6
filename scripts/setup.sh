#!/usr/bin/env bash
# Installs what building and testing the package needs, from the registries only (crates.io
# and npm; no prebuilt binary from elsewhere), into the project's .tools/ (gitignored).
# .tools is a link to a cache outside the work tree ($TABLIER_TOOLS, by default
# ~/.cache/tablier-tools), so that every clone on a machine, CI's fresh ones included, builds
# the tools once. Idempotent and quiet when cached.
#
#   - the wasm32-unknown-unknown target (rustup);
#   - wasm-bindgen-cli (its `wasm-bindgen` binary) at exactly the version of the wasm-bindgen crate
#     in Cargo.toml;
#   - wasm-opt, TypeScript (for the type tests), @types/node (the typings are checked against
#     Node 20's globals too), esbuild (minifies the package's JavaScript) and uqr (the QR code
#     encoder scripts/build-page.sh bundles into the page's correspondence module), pinned, from npm.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
TOOLS="$ROOT/.tools"
CACHE="${TABLIER_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/tablier-tools}"
if [ ! -e "$TOOLS" ]; then
  mkdir -p "$CACHE"
  ln -s "$CACHE" "$TOOLS"
fi
mkdir -p "$TOOLS"

say() { printf 'setup: %s\n' "$*" >&2; }

# 1. The WebAssembly target.
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown >&2
fi

# 2. wasm-bindgen-cli: its version must equal the crate's, or the generated glue does not match.
WB_VERSION="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' Cargo.toml)"
if [ -z "$WB_VERSION" ]; then
  echo "setup: cannot read the pinned wasm-bindgen version from Cargo.toml" >&2
  exit 1
fi
if [ "$("$TOOLS/bin/wasm-bindgen" --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ]; then
  say "building wasm-bindgen-cli $WB_VERSION into .tools (a few minutes, once)"
  # --locked first: the crate's own lock file. If the registry lacks one of its locked versions,
  # resolve again within the same semver ranges.
  if ! cargo install -q --locked wasm-bindgen-cli --version "$WB_VERSION" --bin wasm-bindgen --root "$TOOLS" 2>"$TOOLS/install.log"; then
    say "the locked build failed ($(grep -m1 '^error' "$TOOLS/install.log" || true)); resolving afresh"
    cargo install -q wasm-bindgen-cli --version "$WB_VERSION" --bin wasm-bindgen --root "$TOOLS" >&2
  fi
fi

# 3. npm tools, pinned: binaryen (wasm-opt; Debian's binaryen 108 predates the WebAssembly
#    features rustc now emits by default), TypeScript for checking tablier.d.ts, and Node 20's
#    declarations (@types/node of the Node the tests run on) to check it without the DOM's.
BINARYEN_VERSION=132.0.0
TYPESCRIPT_VERSION=5.9.3
TYPES_NODE_VERSION=20.19.43
ESBUILD_VERSION=0.28.2
UQR_VERSION=0.1.3
NPM_TOOLS="$TOOLS/npm"
have_npm() { [ "$(node -p "require('$NPM_TOOLS/node_modules/$1/package.json').version" 2>/dev/null)" = "$2" ]; }
if ! have_npm binaryen "$BINARYEN_VERSION" || ! have_npm typescript "$TYPESCRIPT_VERSION" ||
  ! have_npm esbuild "$ESBUILD_VERSION" || ! have_npm @types/node "$TYPES_NODE_VERSION" ||
  ! have_npm uqr "$UQR_VERSION"; then
  say "installing binaryen $BINARYEN_VERSION, typescript $TYPESCRIPT_VERSION, esbuild $ESBUILD_VERSION, @types/node $TYPES_NODE_VERSION and uqr $UQR_VERSION from npm into .tools/npm"
  mkdir -p "$NPM_TOOLS"
  [ -f "$NPM_TOOLS/package.json" ] || echo '{"private": true}' >"$NPM_TOOLS/package.json"
  (cd "$NPM_TOOLS" && npm install --silent --no-audit --no-fund --save-exact \
    "binaryen@$BINARYEN_VERSION" "typescript@$TYPESCRIPT_VERSION" "esbuild@$ESBUILD_VERSION" "@types/node@$TYPES_NODE_VERSION" "uqr@$UQR_VERSION" >&2)
fi
"$NPM_TOOLS/node_modules/.bin/wasm-opt" --version >/dev/null
"$NPM_TOOLS/node_modules/.bin/esbuild" --version >/dev/null
