// The page's façons of a beaten dame (www/facons.js) against the engine: over every position of
// tests/data/bench_positions.jsonl and every roll, each battre-dame / battre-dame-a-faux jan of the
// analysis lists exactly `ways` façons (RULINGS 7: per number, not per dame; 000 BATTRE UNE DAME),
// every façon names one of the mover's dames `numbers` steps before the beaten one, and no façon is
// found where the engine has no jan.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';
import { facons } from '../../www/facons.js';
import { step, flecheAt } from '../../www/plays.js';

const { analyse } = tablier;

const positions = readFileSync(path.join(ROOT, 'tests/data/bench_positions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .filter((p) => (p.game || 'trictrac') === 'trictrac');

const ROLLS = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) ROLLS.push([a, b]);

test('flecheAt is the inverse of the page\'s step', () => {
  for (const side of ['white', 'black']) for (let s = 1; s <= 24; s++) assert.equal(step(side, flecheAt(side, s)), s);
});

test('over every bench position and roll, the façons listed number exactly the engine\'s ways', () => {
  let jans = 0;
  let listed = 0;
  let faux = 0;
  let together = 0;
  for (const p of positions) {
    for (const dice of ROLLS) {
      const pos = { ...p, dice };
      const a = analyse(pos);
      const opp = pos.turn === 'white' ? 'black' : 'white';
      const beaten = new Set();
      for (const j of a.jans) {
        if (j.jan !== 'battre-dame' && j.jan !== 'battre-dame-a-faux') continue;
        jans++;
        beaten.add(`${j.jan} ${j.at}`);
        const f = facons(pos, j);
        assert.equal(f.length, j.ways, `${JSON.stringify(pos)}: ${j.jan} at ${j.at}, ${j.ways} ways, listed ${JSON.stringify(f)}`);
        listed += f.length;
        assert.equal((pos[opp] || {})[j.at], 1, 'the beaten dame is alone');
        for (const x of f) {
          const by = x.numbers.reduce((s, n) => s + n, 0);
          assert.equal(step(pos.turn, j.at) - step(pos.turn, x.from), by, 'the dame is the number before');
          assert.ok((pos[pos.turn] || {})[x.from] > 0, `a dame of the mover on ${x.from}`);
          assert.equal(x.vrai, j.jan === 'battre-dame');
          if (!x.vrai) faux++;
          if (x.together) together++;
        }
      }
      // no façon where the engine found no jan (every lone opponent dame tried)
      for (const [at, n] of Object.entries(pos[opp] || {})) {
        if (n !== 1) continue;
        for (const kind of ['battre-dame', 'battre-dame-a-faux']) {
          if (beaten.has(`${kind} ${at}`)) continue;
          assert.deepEqual(facons(pos, { jan: kind, at, ways: 0 }), [], `${JSON.stringify(pos)}: ${kind} ${at}`);
        }
      }
    }
  }
  console.log(`${positions.length} positions × ${ROLLS.length} rolls: ${jans} batteries, ${listed} façons (${together} tout d'une, ${faux} à faux)`);
  assert.ok(jans > 1000 && faux > 50 && together > 100, 'the bench exercises every kind of façon');
});

// The seeds' BATTRE examples, as www/embed.html rebuilds them (000 BATTRE exemples 1, 3, 5).
const facts = (pos, at) => {
  const a = analyse(pos);
  return a.jans
    .filter((j) => j.at === at && /^battre-dame/.test(j.jan))
    .flatMap((j) => facons(pos, j).map((f) => `${f.from} ${f.numbers.join('+')} ${f.together ? 'tout-d-une ' : ''}${f.vrai ? 'vrai' : 'faux'}`));
};

test('000 BATTRE exemple 1: the dame on B8 beaten by the 6 from N11 and by the 5 from N12', () => {
  const pos = { game: 'trictrac', white: { B1: 10, B3: 2, B5: 2, B8: 1 }, black: { N1: 12, N11: 1, N12: 2 }, turn: 'black', dice: [6, 5] };
  assert.deepEqual(facts(pos, 'B8'), ['N11 6 vrai', 'N12 5 vrai']);
});

test('000 BATTRE exemple 3: B6 beaten à faux from N12, 6 and 1 tout d\'une, both repos covered', () => {
  const pos = { game: 'trictrac', white: { B1: 8, B3: 2, B6: 1, B7: 2, B12: 2 }, black: { N1: 11, N2: 2, N12: 2 }, turn: 'black', dice: [6, 1] };
  assert.deepEqual(facts(pos, 'B6'), ['N12 6+1 tout-d-une faux']);
});

test('000 BATTRE exemple 5: B11 à vrai by the 6 from N8 and tout d\'une from N7 (repos on N8); B6 à faux', () => {
  const pos = {
    game: 'trictrac',
    white: { B1: 5, B2: 2, B3: 2, B6: 1, B7: 2, B11: 1, B12: 2 },
    black: { N1: 10, N6: 1, N7: 1, N8: 1, N12: 2 },
    turn: 'black',
    dice: [6, 1],
  };
  assert.deepEqual(facts(pos, 'B11'), ['N8 6 vrai', 'N7 6+1 tout-d-une vrai']);
  assert.deepEqual(facts(pos, 'B6'), ['N12 6+1 tout-d-une faux']);
  const j = analyse(pos).jans.find((x) => x.at === 'B11');
  assert.deepEqual(facons(pos, j)[1].repos, ['N8']);
});
