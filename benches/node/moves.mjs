// The computer's time per move through the package in Node (issue: ≤ 100 ms median, 400 ms worst
// for the strongest level): seeded games between amateurs give varied positions with a roll; each
// level's `computerPlay` is timed on each of them once, in turn, so that no level warms the cache
// for another on the same position. Both the wall time and the process's CPU time
// (`process.cpuUsage`, user and system) of each call: on a machine shared with other work the
// wall time of a long call counts the time slices others took while it waited.
//
//   scripts/build-pkg.sh && node benches/node/moves.mjs [--games N] [--levels a,b]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const GAMES = Number(args[args.indexOf('--games') + 1]) || (args.includes('--games') ? 0 : 6);
const t = await import(path.join(process.env.TABLIER_PKG ?? path.join(ROOT, 'pkg'), 'index.node.mjs'));

// Positions with a roll to play, from seeded games.
const games = [];
for (let seed = 1; seed <= GAMES; seed++) {
  const g = new t.Game(null, { seed });
  while (!g.isOver() && g.history().length < 120) {
    if (g.phase() === 'roll') g.roll();
    else if (g.phase() === 'decide') g.decide(g.computerDecision('amateur'));
    else {
      games.push(t.Game.fromRecord(g.toRecord()));
      g.play(g.computerPlay('amateur'));
    }
  }
  g.free();
}
const only = args.includes('--levels') ? args[args.indexOf('--levels') + 1].split(',') : null;
const levels = t.levels().filter((l) => !only || only.includes(l));
const times = Object.fromEntries(levels.map((l) => [l, []]));
const cpu = Object.fromEntries(levels.map((l) => [l, []]));
for (const g of games) {
  for (const l of levels) {
    const c0 = process.cpuUsage();
    const start = process.hrtime.bigint();
    g.computerPlay(l);
    times[l].push(Number(process.hrtime.bigint() - start) / 1e6);
    const c = process.cpuUsage(c0);
    cpu[l].push((c.user + c.system) / 1e3);
  }
  g.free();
}
const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log(`${games.length} positions with a roll, from ${GAMES} seeded games`);
for (const l of levels) {
  for (const [what, xs] of [['wall', times[l]], ['CPU', cpu[l]]]) {
    console.log(`${l} (${what}): median ${q(xs, 0.5).toFixed(2)} ms, p90 ${q(xs, 0.9).toFixed(2)} ms, worst ${Math.max(...xs).toFixed(2)} ms`);
  }
}
