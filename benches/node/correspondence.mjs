// Games by correspondence through the package (docs/correspondence.md, "Length" and "Cost"):
// whole games of each kind — the tour, the tour marked by hand, Jacquet, the partie à écrire of
// two — exchanged between two copies in one Node process, each side's secret drawn by the engine
// (a chain of 2,048 links, as on the page), each side asking its state and peeking at its dice
// before it composes, as a page does. Prints, by kind, the length of the message that carries a
// coup (its play; median, worst), of the whole coup (every message since the coup before: by
// hand, the rights and the link too), of every message, and the time of a whole exchanged game.
//
//   scripts/build-pkg.sh && node benches/node/correspondence.mjs [--games N] [--kind tour|hand|jacquet|ecrire]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const arg = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GAMES = Number(arg('--games') ?? arg('--tours')) || 10;
const t = await import(path.join(process.env.TABLIER_PKG ?? path.join(ROOT, 'pkg'), 'index.node.mjs'));
const { playTour, TOUR } = await import(path.join(ROOT, 'tests/node/correspondence-play.mjs'));

const KINDS = {
  tour: TOUR,
  hand: { ...TOUR, hand_marks: true },
  jacquet: { game: 'jacquet', jacquet: { target: 2 }, inviter: 'white' },
  ecrire: { game: 'ecrire', agreement: { formation: 'tete-a-tete', convention: 'base', marques: 2 } },
};
const NAMES = { tour: 'tour', hand: 'tour marked by hand', jacquet: 'Jacquet to 2', ecrire: 'partie à écrire of two, 2 marqués' };

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const worst = (v) => v.reduce((m, x) => Math.max(m, x), 0);

console.log(`| game | games | coups | messages | a coup's message (median, worst) | a whole coup (median, worst) | every message (median, worst) | invitation | a game exchanged (median ms) |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const kind of arg('--kind') ? [arg('--kind')] : Object.keys(KINDS)) {
  const plays = [];
  const coups = [];
  const all = [];
  const times = [];
  let invitation = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const sent = [];
    const start = performance.now();
    const { anne, bruno } = playTour(seed, (what, v) => what === 'message' && sent.push(v), { drawn: true, terms: KINDS[kind] });
    times.push(performance.now() - start);
    invitation = Math.max(invitation, anne.invitation().length);
    let since = 0;
    const first = plays.length;
    for (const m of sent) {
      all.push(m.length);
      since += m.length;
      const said = t.Correspondence.describe(m);
      if (said.play || said.decision) {
        plays.push(m.length);
        // the first coup follows the acceptance and the lot: the coups after it are the game's
        if (plays.length > first + 1) coups.push(since);
        since = 0;
      }
    }
    anne.free();
    bruno.free();
  }
  console.log(
    `| ${NAMES[kind]} | ${GAMES} | ${plays.length} | ${all.length + GAMES} | ${median(plays)}, ${worst(plays)} | ${median(coups)}, ${worst(coups)} | ${median(all)}, ${worst(all)} | ${invitation} | ${median(times).toFixed(0)} |`,
  );
}
