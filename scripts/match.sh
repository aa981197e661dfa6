#!/bin/sh
# A duplicate match between two players of the ladder, natively (docs/strength.md):
#   scripts/match.sh A B [--seeds N] [--first S] [--threads T]
# A player: débutant, amateur, fort, maître (or random, greedy, expert), or net:FILE.
# Each seed is played twice with the colours swapped and the same dice; 2 × N games.
set -e
cd "$(dirname "$0")/.."
exec cargo bench --quiet --bench match -- "$@"
