// A game by correspondence through the package (docs/correspondence.md, "Length" and "Cost"):
// whole tours exchanged between two copies in one Node process, each side's secret drawn by the
// engine (a chain of 2,048 links, as on the page), each side asking its state and peeking at its
// dice before it composes, as a page does. Prints the length of the messages that carry a play
// (median, worst), of every message, and the time of a whole exchanged tour (median, worst).
//
//   scripts/build-pkg.sh && node benches/node/correspondence.mjs [--tours N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const TOURS = Number(args[args.indexOf('--tours') + 1]) || 20;
const t = await import(path.join(process.env.TABLIER_PKG ?? path.join(ROOT, 'pkg'), 'index.node.mjs'));
const { playTour } = await import(path.join(ROOT, 'tests/node/correspondence-play.mjs'));

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const plays = [];
const all = [];
const times = [];
const counts = [];
for (let seed = 1; seed <= TOURS; seed++) {
  const sent = [];
  const start = performance.now();
  const { anne, bruno } = playTour(seed, (what, v) => what === 'message' && sent.push(v), { drawn: true });
  times.push(performance.now() - start);
  counts.push(sent.length + 1);
  for (const m of sent) {
    all.push(m.length);
    if (t.Correspondence.describe(m).play) plays.push(m.length);
  }
  anne.free();
  bruno.free();
}
console.log(`${TOURS} tours, ${plays.length} coups, ${all.length + TOURS} messages (median ${median(counts)} a tour)`);
console.log(`a message carrying a play: median ${median(plays)} characters, worst ${Math.max(...plays)}`);
console.log(`every message: median ${median(all)}, worst ${Math.max(...all)}`);
console.log(`a whole tour exchanged: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
