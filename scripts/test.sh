#!/usr/bin/env bash
# Runs every test of the project, from a clean clone on a fresh machine: installs what it needs
# (cached when already present, scripts/setup.sh), then
#   1. the Rust tests of the workspace's three crates (cargo test, all targets, then the doctests),
#      and the generated TypeScript of the JSON types held to the serde types (tests/typescript);
#   2. the npm package build (scripts/build-pkg.sh: pkg/, and its copy www/pkg/ for the page) and
#      its Node tests (node --test tests/node);
#   3. the size budgets (scripts/size-report.sh);
#   4. the browser tests (scripts/test-e2e.sh), when that script exists.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }
START=$SECONDS

step "setup"
./scripts/setup.sh

step "cargo test"
mkdir -p target
# Quiet: the compiler's chatter goes to a log, shown whole only if something fails.
if ! cargo test --quiet --workspace --all-targets >target/cargo-test.log 2>&1; then
  cat target/cargo-test.log
  exit 1
fi
grep -E '^(running|test result)' target/cargo-test.log

step "the JSON types' TypeScript, derived"
# js/types.generated.d.ts is what tsify derives from the serde types today (docs/package.md,
# "Types"): the core's `typescript` feature, built natively, by no module.
if ! cargo test --quiet --features typescript --test typescript >target/cargo-typescript.log 2>&1; then
  cat target/cargo-typescript.log
  exit 1
fi
grep -E '^test result' target/cargo-typescript.log

step "doctests"
# `--all-targets` leaves the doctests out: the examples in the docs of the public items.
if ! cargo test --quiet --workspace --doc >target/cargo-doctest.log 2>&1; then
  cat target/cargo-doctest.log
  exit 1
fi
grep -E '^test result' target/cargo-doctest.log

step "build the npm package (and the page's copy of it)"
./scripts/build-pkg.sh

step "node tests"
node --test tests/node/

step "size report"
# Fails the run when the .wasm (≤ 670 KB) or the gzipped package (≤ 495 KB; docs/size.md) is over its budget
# (docs/size.md). The pages' first loads have their own budgets, in tests/e2e/speed.test.mjs.
./scripts/size-report.sh

if [ -f scripts/test-e2e.sh ]; then
  step "browser tests"
  bash scripts/test-e2e.sh
fi

printf '\nscripts/test.sh: all passed in %ds\n' "$((SECONDS - START))"
