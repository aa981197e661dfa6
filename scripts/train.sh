#!/bin/sh
# Trains the maître's evaluation by self-play (docs/strength.md, "Training"). Deterministic:
# the same arguments give the same weights. By default the run of `maître-6`'s network,
# rewriting benches/nets/maitre-24-6000.net byte for byte. The maître's (src/ai/maitre.net, in
# 16 bits) is the 32-unit run of "A hidden layer that speaks", kept in f32 with its state as
# benches/nets/speaking-32-13000.net, then written in 16 bits ("Sixteen bits"):
#   scripts/train.sh --games 20000 --seed 7 --hidden 32 --alpha 0.005 --alpha-end 0.001 \
#       --hidden-rate 20 --init-hidden 7 --every 500 --keep DIR --out run.net   # DIR/13000.net
#   scripts/train.sh --sixteen benches/nets/speaking-32-13000.net src/ai/maitre.net
#
#   scripts/train.sh [--games N] [--seed S] [--hidden H] [--alpha A] [--alpha-end A1]
#                    [--hidden-rate K] [--lambda L] [--from FILE] [--out FILE]
#                    [--every K] [--keep DIR] [--resume FILE [--start G]]
#                    [--init-hidden S [--init-scale W]]
#   scripts/train.sh --sixteen IN OUT
# --alpha-end: the rate falls in a straight line from A (game 0) to A1 (the last game);
# --hidden-rate: the hidden layer learns K times faster than the direct path; --from FILE
# with --hidden of another size keeps FILE's direct path and adds silent units; --init-hidden S
# draws the hidden units' output weights from seed S (uniform in ±W, 0.1) instead of zero.
# --sixteen IN OUT trains nothing: it writes IN's f32 network as OUT in 16 bits (the same IN,
# the same bytes). Defaults are maître-6's run. Never run by CI or by the tests. Each save of
# --out writes --out.state too (games played, settings); --resume FILE carries a stopped run on
# from FILE and FILE.state to --games, giving the bytes of a run never stopped ("Resuming" in
# docs/strength.md):
#   scripts/train.sh --games 20000 --seed 7 --hidden 32 --alpha 0.005 --alpha-end 0.001 \
#       --hidden-rate 20 --out /tmp/more.net --resume benches/nets/speaking-32-13000.net
set -e
cd "$(dirname "$0")/.."
exec cargo bench --quiet --bench train -- --games 6000 --seed 1 --hidden 24 --alpha 0.003 --out benches/nets/maitre-24-6000.net "$@"
