// What a game's getters cost now that they ask the engine (issue 27: no copy of a game's state in
// JavaScript that can go stale): `phase()` and `position()` of a `Game` at positions from seeded
// games, against what the class did before, a deep copy of the state it kept (the copy is
// measured on the same states). The median ns per call of each, over REPS turns.
//
//   scripts/build-pkg.sh && node benches/node/getters.mjs [--reps N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const REPS = Number(args[args.indexOf('--reps') + 1]) || 7;
const t = await import(path.join(process.env.TABLIER_PKG ?? path.join(ROOT, 'pkg'), 'index.node.mjs'));

// Games stopped at every roll of a seeded game, so that the states differ in size.
const games = [];
const g = new t.Game(null, { seed: 27 });
while (!g.isOver() && games.length < 60) {
  if (g.phase() === 'roll') g.roll();
  else if (g.phase() === 'decide') g.hold();
  else {
    games.push(t.Game.fromRecord(g.toRecord()));
    g.play(g.plays()[0] ?? { moves: [] });
  }
}
const kept = games.map((x) => ({ position: x.position(), phase: x.phase(), winner: x.winner() }));
const copy = (v) => JSON.parse(JSON.stringify(v));
const CALLS = 200;
const ways = {
  'phase(), asked of the engine': (i) => games[i].phase(),
  'position(), asked of the engine': (i) => games[i].position(),
  'position(), a deep copy of a kept state (before)': (i) => copy(kept[i].position),
};
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [label, f] of Object.entries(ways)) {
  for (let i = 0; i < games.length; i++) f(i); // warm-up
  const turns = [];
  for (let r = 0; r < REPS; r++) {
    const t0 = process.hrtime.bigint();
    for (let n = 0; n < CALLS; n++) for (let i = 0; i < games.length; i++) f(i);
    turns.push(Number(process.hrtime.bigint() - t0) / (CALLS * games.length));
  }
  console.log(`${label}: median ${Math.round(median(turns))} ns per call (${games.length} positions, ${REPS} turns)`);
}
for (const x of games) x.free();
g.free();
