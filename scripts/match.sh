#!/bin/sh
# A duplicate match between two players of the ladder, natively (docs/strength.md):
#   scripts/match.sh A B [--seeds N] [--first S] [--threads T]
# A player: débutant, amateur, fort, maître (or random, greedy, expert), maître-6 (the 24-unit
# network of benches/nets/maitre-24-6000.net judging the amateur's six best plays: the maître
# before the 32-unit network), net:FILE (the maître
# with FILE's weights), wide:W[:FILE] (the network judging the amateur's W best plays, `all`:
# every one), or deep:C:R[:FILE] (the maître's C best plays judged two rolls deep, R replies a
# roll). Each seed is played twice with the colours swapped and the same dice; 2 × N
# games. On a shared machine pass --threads 1; a long match says where it stands every 50 games.
# Seeds the training never played start far from 1: --first 1000001.
#
# Duplicate parties à écrire (two players, convention de base), one thread:
#   scripts/match.sh ecrire A B [--seeds N] [--first S] [--marques M]
# A player: a level's name, valuing what the marqué pays, or LEVEL:tour, the same level playing
# each marqué as a tour (the computer before issue 30): `scripts/match.sh ecrire maître
# maître:tour --seeds 250` plays 500 parties of 8 marqués from seed 3000001. Also
# maître-6:tour, maître-6 (below) as a tour: the issue's "today's maître"; and
# maître:paid-plays or maître:paid-decisions, the maître valuing the marqué in one half only.
set -e
cd "$(dirname "$0")/.."
if [ "$1" = "ecrire" ]; then
  shift
  exec cargo bench --quiet --bench ecrire -- "$@"
fi
exec cargo bench --quiet --bench match -- "$@"
