// The maître's time per move in a partie à écrire through the package in Node (issue #30: ≤ 100 ms
// median, 400 ms worst a move in WebAssembly, over 200 moves of real games): parties of two
// maîtres, each move asked of the marqué's own `Game` as the page asks it (`computerPlay`,
// `computerDecision`: the maître valuing the marqué's jetons under the partie's stakes), then
// made by `stepComputer`, which chooses the same. The page's advice is timed too: `hints()` on
// every roll with two plays or more (every play valued, not the maître's six).
// Wall time and the process's CPU time of each call, as benches/node/moves.mjs.
//
//   scripts/build-pkg.sh && node benches/node/ecrire-moves.mjs [--parties N] [--moves M]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const arg = (name, d) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : d);
const PARTIES = arg('--parties', 2);
const MOVES = arg('--moves', 200);
const t = await import(path.join(process.env.TABLIER_PKG ?? path.join(ROOT, 'pkg'), 'index.node.mjs'));

const timed = (into, f) => {
  const c0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  const answer = f();
  into.wall.push(Number(process.hrtime.bigint() - start) / 1e6);
  const c = process.cpuUsage(c0);
  into.cpu.push((c.user + c.system) / 1e3);
  return answer;
};
const moves = { wall: [], cpu: [] };
const hints = { wall: [], cpu: [] };
let plays = 0;
let decisions = 0;
for (let seed = 1; seed <= PARTIES; seed++) {
  const p = new t.PartieAEcrire({ marques: 8 }, { seed: 3_000_000 + seed });
  while (!p.isOver() && moves.wall.length < MOVES * (seed / PARTIES)) {
    const m = p.marque();
    if (m.phase() === 'play' && m.plays().length >= 2) {
      timed(hints, () => m.hints());
      timed(moves, () => m.computerPlay('maître'));
      plays++;
    } else if (m.phase() === 'decide') {
      timed(moves, () => m.computerDecision('maître'));
      decisions++;
    }
    m.free();
    p.stepComputer(['maître']);
  }
  p.free();
}
const q = (xs, f) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))];
console.log(`${moves.wall.length} moves (${plays} plays of two or more, ${decisions} tenir or s'en aller) of ${PARTIES} parties à écrire, maître against maître`);
for (const [name, x] of [['maître, a move', moves], ['hints of a roll', hints]]) {
  for (const what of ['wall', 'cpu']) {
    const xs = x[what];
    console.log(`${name} (${what}): median ${q(xs, 0.5).toFixed(2)} ms, p90 ${q(xs, 0.9).toFixed(2)} ms, worst ${Math.max(...xs).toFixed(2)} ms, over ${xs.length}`);
  }
}
