#!/usr/bin/env bash
# Runs every test of the project. Installs what it needs (cached when already present).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --all-targets
