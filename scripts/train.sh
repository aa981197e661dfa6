#!/bin/sh
# Trains the maître's evaluation by self-play (docs/strength.md, "Training"); by default the
# committed run, rewriting src/ai/maitre.net byte for byte (the network that wins 62% against
# maître-6 is benches/nets/speaking-32-13000.net: "A hidden layer that speaks"). Deterministic:
# the same arguments give the same weights.
#   scripts/train.sh [--games N] [--seed S] [--hidden H] [--alpha A] [--alpha-end A1]
#                    [--hidden-rate K] [--lambda L] [--from FILE] [--out FILE]
#                    [--every K] [--keep DIR] [--resume FILE [--start G]]
#                    [--init-hidden S [--init-scale W]]
# --alpha-end: the rate falls in a straight line from A (game 0) to A1 (the last game);
# --hidden-rate: the hidden layer learns K times faster than the direct path; --from FILE
# with --hidden of another size keeps FILE's direct path and adds silent units; --init-hidden S
# draws the hidden units' output weights from seed S (uniform in ±W, 0.1) instead of zero.
# Defaults are the committed run's. Never run by CI or by the tests. Each save of --out writes
# --out.state too (games played, settings); --resume FILE carries a stopped run on from FILE and
# FILE.state to --games, giving the bytes of a run never stopped ("Resuming" in docs/strength.md):
#   scripts/train.sh --games 12000 --out /tmp/more.net --resume src/ai/maitre.net
set -e
cd "$(dirname "$0")/.."
exec cargo bench --quiet --bench train -- --games 6000 --seed 1 --hidden 24 --alpha 0.003 --out src/ai/maitre.net "$@"
