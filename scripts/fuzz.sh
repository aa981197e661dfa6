#!/usr/bin/env bash
# The fuzz harness (docs/limits.md): arbitrary and mutated inputs through every boundary.
#
#   scripts/fuzz.sh            the short pass CI runs with `cargo test` (1,200 inputs a boundary)
#   scripts/fuzz.sh long [N]   N inputs per boundary (default 1,000,000): faults are counted, not
#                              stopped at, and each harness runs under /usr/bin/time -v for its
#                              peak memory (the largest of the harness and the tablier processes
#                              it ran). Records, replayed whole one per process, get N/20
#                              (TABLIER_FUZZ_RECORDS to change it).
#
# Each harness prints one line per boundary:
#   fuzz cli analyse: 1000000 inputs in 5000 processes (231000 taken) in 300.0 s; 0 panic, ...
# and the run ends with a summary; the exit status is 1 if any fault was counted.
# When pkg/ is built (scripts/build-pkg.sh), the package's harnesses run too: tests/node/fuzz.test.mjs
# (N inputs for each of its boundaries, N/20 for the records and the sheet) and
# tests/node/agree.test.mjs (the command line and the package on one corpus: N/20 lines per
# command, TABLIER_FUZZ_AGREE to change it). TABLIER_FUZZ_SKIP_RUST=1 runs the package's only,
# TABLIER_FUZZ_SKIP_PACKAGE=1 the Rust ones only. The package's games (random walks over a tour, the
# fausse case, marking by hand with the rights, Jacquet, a partie à écrire; tests/node/fuzz-games.mjs)
# get a longer run of their own with, for instance,
#   TABLIER_FUZZ_SKIP_RUST=1 TABLIER_FUZZ_ONLY='Game calls,JacquetGame calls,PartieAEcrire calls' \
#     scripts/fuzz.sh long 200000
set -euo pipefail
cd "$(dirname "$0")/.."

MODE="${1:-short}"
N="${2:-1000000}"
OUT=target/fuzz
mkdir -p "$OUT"

if [ "$MODE" = short ]; then
  cargo test --quiet --test fuzz -- --nocapture cli:: library:: walks:: 2>&1 | grep -oE '(fuzz |test result).*'
  if [ -f pkg/index.node.mjs ] && [ -f tests/node/fuzz.test.mjs ]; then
    node --test tests/node/fuzz.test.mjs tests/node/agree.test.mjs
  fi
  exit 0
fi
if [ "$MODE" != long ]; then
  echo "usage: scripts/fuzz.sh [short | long [N]]" >&2
  exit 2
fi

export TABLIER_FUZZ_INPUTS="$N"
# The package's harness gives each of its boundaries N inputs too (the records and the sheet N/20).
export TABLIER_FUZZ_PER_BOUNDARY="${TABLIER_FUZZ_PER_BOUNDARY:-1}"
export TABLIER_FUZZ_RECORDS="${TABLIER_FUZZ_RECORDS:-$((N / 20))}"
export TABLIER_FUZZ_TALLY=1
export TABLIER_FUZZ_LINES="${TABLIER_FUZZ_LINES:-500}"

# The test binaries, built once (the test profile keeps overflow checks on).
cargo test --test fuzz --test memory_notation --no-run 2>"$OUT/build.log" || {
  cat "$OUT/build.log"
  exit 1
}
exe() { grep "Executable tests/$1/main.rs" "$OUT/build.log" | sed 's/.*(\(.*\))$/\1/' | tail -1; }

status=0
report=()
# Both harnesses are modules of the one fuzz binary (tests/fuzz/): each runs in a process of its
# own, picked by its module's name, so that each gets its own peak memory.
rust=(cli library walks)
[ "${TABLIER_FUZZ_SKIP_RUST:-0}" = 1 ] && rust=()
bin=$(exe fuzz)
for t in "${rust[@]}"; do
  echo "==> tests/fuzz/$t.rs ($TABLIER_FUZZ_INPUTS inputs per boundary, $(date -u +%H:%M:%S))"
  if ! /usr/bin/time -v "$bin" --nocapture --test-threads=2 "$t::" >"$OUT/fuzz-$t.out" 2>"$OUT/fuzz-$t.log"; then
    status=1
  fi
  grep -E '^(fuzz|  first)' "$OUT/fuzz-$t.log" || true
  peak=$(grep 'Maximum resident' "$OUT/fuzz-$t.log" | grep -o '[0-9]*$')
  report+=("tests/fuzz/$t.rs: peak memory $((peak / 1024)) MB")
done

# The package: its own harness, then the command line and the package on one corpus. Node runs
# with --expose-gc so that the harness collects its garbage now and then: the peak is what the
# engine and the harness hold.
if [ -f pkg/index.node.mjs ] && [ "${TABLIER_FUZZ_SKIP_PACKAGE:-0}" != 1 ]; then
  export TABLIER_FUZZ_AGREE="${TABLIER_FUZZ_AGREE:-$((N / 20))}"
  # Built here, so that cargo is not among the processes whose peak is measured.
  cargo build --quiet --bin tablier
  export TABLIER_BIN="${CARGO_TARGET_DIR:-target}/debug/tablier"
  for t in fuzz agree; do
    echo "==> tests/node/$t.test.mjs ($([ $t = fuzz ] && echo "$N inputs a boundary" || echo "$TABLIER_FUZZ_AGREE lines a command"), $(date -u +%H:%M:%S))"
    if ! /usr/bin/time -v node --expose-gc "tests/node/$t.test.mjs" >"$OUT/package-$t.out" 2>"$OUT/package-$t.log"; then
      status=1
    fi
    grep -E '^(fuzz|agree|  first|  tablier|  package)' "$OUT/package-$t.log" || true
    peak=$(grep 'Maximum resident' "$OUT/package-$t.log" | grep -o '[0-9]*$')
    report+=("tests/node/$t.test.mjs: peak memory $((peak / 1024)) MB")
  done
fi
[ "${TABLIER_FUZZ_SKIP_RUST:-0}" = 1 ] && rust_extra=0 || rust_extra=1

# The largest line the notation reads in the library (the command line stops at 1 MiB): what
# parsing a 100 MB line allocates, and the whole process's peak, the line itself included.
if [ "$rust_extra" = 1 ]; then
bin=$(exe memory_notation)
TABLIER_LONG_LINE_MB=100 /usr/bin/time -v "$bin" --nocapture >"$OUT/notation.out" 2>"$OUT/notation.log" || status=1
grep -h 'compact::parse' "$OUT/notation.out" "$OUT/notation.log" || true
peak=$(grep 'Maximum resident' "$OUT/notation.log" | grep -o '[0-9]*$')
report+=("notation, 100 MB lines: peak memory $((peak / 1024)) MB (the line included)")

# One tablier process reading a 1 GB line it skips, then a good line.
tablier="${CARGO_TARGET_DIR:-target}/debug/tablier"
{
  printf 'B1:15/N1:15 w '
  head -c 1000000000 /dev/zero | tr '\0' 7
  printf '\nB1:15/N1:15 w 6-5\n'
} | /usr/bin/time -v "$tablier" analyse >"$OUT/long-line.out" 2>"$OUT/long-line.log" || true
answers=$(wc -l <"$OUT/long-line.out")
peak=$(grep 'Maximum resident' "$OUT/long-line.log" | grep -o '[0-9]*$')
report+=("tablier analyse, a 1 GB line then a good one: $answers answers, peak memory $((peak / 1024)) MB")
fi

echo "==> summary"
printf '%s\n' "${report[@]}"
[ "$status" = 0 ] && echo "scripts/fuzz.sh long: no fault counted" || echo "scripts/fuzz.sh long: FAULTS (see $OUT/)"
exit "$status"
