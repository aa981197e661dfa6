// checkEcole / checkEcolePoints (src/wasm/ecole.rs): the verdict is the JSON `tablier ecole`
// prints (docs/ecole.md), `marked` is read without serde, and a refused `marked` is a
// clean TablierError that leaves the module working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';

const { checkEcole, checkEcolePoints, TablierError } = tablier;

/** The ```json blocks of docs/ecole.md, in pairs: a request, then the CLI's answer. */
function docExamples() {
  const md = fs.readFileSync(path.join(ROOT, 'docs/ecole.md'), 'utf8');
  const blocks = [...md.matchAll(/```json\n(.*?)\n```/gs)].map((m) => m[1].trim());
  const pairs = [];
  for (let i = 0; i + 1 < blocks.length; i += 2) pairs.push([JSON.parse(blocks[i]), blocks[i + 1]]);
  return pairs;
}

/** One request of `tablier ecole` through the package. */
function viaPackage(req) {
  if (req.position !== undefined) return checkEcole(req.position, req.marked);
  return checkEcolePoints(req.score ?? null, req.mover, req.points, req.marked);
}

// 000 REMPLIR et CONSERVER (the doc's second example): Black could fill by 6 and 3.
const PLEIN = {
  white: { B1: 3, B2: 2, B3: 2, B4: 2, B5: 2, B6: 2, B12: 2 },
  black: { N2: 3, N4: 1, N7: 3, N8: 2, N9: 2, N11: 2, N12: 2 },
  turn: 'black',
  dice: [6, 3],
};

test('the examples of docs/ecole.md give the verdict printed there, byte for byte', () => {
  const ex = docExamples();
  assert.ok(ex.length >= 2, 'the doc has its examples');
  for (const [req, printed] of ex) {
    assert.equal(JSON.stringify(viaPackage(req)), printed);
  }
});

/** Requests answered by the CLI and by the package; their answers must be the same text. */
function requests() {
  const out = docExamples().map(([r]) => r);
  const marks = [
    {},
    { black: { jeton: 4 } },
    { black: { jeton: 4, released: true } },
    { black: { jeton: 2, touched: true } },
    { black: { jeton: 6, released: true, rolled: true } },
    { black: { points: 4, play: { moves: [['N2', 'N8'], ['N2', 'N5']] } }, white: { ecole: 6 } },
    { black: { jeton: 4, jeton2: 3, impatient: true }, white: { misled: true, opponent_jeton: 2 } },
    { black: { jeton: 0, holes: 1, leave: true, won: true, done: true } },
  ];
  for (const marked of marks) out.push({ position: PLEIN, marked });
  out.push({ score: null, mover: 'black', points: { white: 4, black: 13 }, marked: { black: { jeton: 1, holes: 2 } } });
  out.push({ score: { black: { points: 10, bredouille: false } }, mover: 'white', points: { white: 0, black: 6 }, marked: { black: { jeton: 4 }, white: { ecole: 2 } } });
  return out;
}

function cli() {
  for (const dir of ['debug', 'release']) {
    const bin = path.join(ROOT, 'target', dir, 'tablier');
    if (fs.existsSync(bin)) return bin;
  }
  return null;
}

test('the package answers as the CLI `tablier ecole` does', (t) => {
  const bin = cli();
  if (!bin) {
    t.skip('no target/{debug,release}/tablier: run `cargo build --bin tablier`');
    return;
  }
  const reqs = requests();
  // The CLI's request: the board form with `position`, else `score`/`mover`/`points`.
  const lines = reqs.map((r) => JSON.stringify(r.score === null ? { ...r, score: undefined } : r));
  const run = spawnSync(bin, ['ecole'], { input: lines.join('\n') + '\n', encoding: 'utf8' });
  const answers = run.stdout.trim().split('\n');
  assert.equal(answers.length, reqs.length, run.stderr);
  let verdicts = 0;
  reqs.forEach((req, i) => {
    const theirs = JSON.parse(answers[i]);
    if (theirs.error) {
      assert.throws(() => viaPackage(req), (e) => e instanceof TablierError && e.code === theirs.error.code, lines[i]);
    } else {
      assert.equal(JSON.stringify(viaPackage(req)), answers[i], lines[i]);
      verdicts++;
    }
  });
  assert.ok(verdicts >= reqs.length - 2, `most requests are verdicts (${verdicts} of ${reqs.length})`);
});

test('a wrong mark is an école with its points; a right one is none', () => {
  // 000 ÉCOLE DE POINTS: Black won 4 (the plein) and marked 2.
  const v = checkEcole(PLEIN, { black: { jeton: 2, touched: true } });
  assert.equal(v.due.black.points, 4);
  const e = v.ecoles.find((x) => x.by === 'black');
  assert.ok(e, JSON.stringify(v));
  assert.equal(e.kind, 'omission');
  assert.equal(e.points, 2);
  assert.equal(e.to, 'white');
  assert.deepEqual(checkEcole(PLEIN, { black: { jeton: 4, touched: true } }).ecoles, []);
});

test('garbage `marked` values are clean TablierErrors, and the module keeps working', () => {
  // Each refused with the code of what is wrong: not JSON of the shape, a field or a flèche unknown.
  const garbage = [
    [5, 'bad-json'],
    ['white', 'bad-json'],
    [[], 'bad-json'],
    [{ red: {} }, 'unknown-field'],
    [{ white: 3 }, 'bad-json'],
    [{ white: { jeton: -1 } }, 'bad-json'],
    [{ white: { jeton: 1.5 } }, 'bad-json'],
    [{ white: { jeton: 1e300 } }, 'bad-json'],
    [{ white: { jeton: '4' } }, 'bad-json'],
    [{ white: { holes: -2 } }, 'bad-json'],
    [{ white: { released: 'yes' } }, 'bad-json'],
    [{ white: { play: 'N2-N8' } }, 'bad-json'],
    [{ white: { play: { moves: [['N2']] } } }, 'bad-json'],
    [{ white: { play: { moves: [['X9', 'N8']] } } }, 'unknown-fleche'],
    [{ white: { unknown: true } }, 'unknown-field'],
    [{ white: { jeton: 300 } }, 'bad-json'],
  ];
  let checked = 0;
  for (const [m, code] of garbage) {
    assert.throws(() => checkEcole(PLEIN, m), (e) => e instanceof TablierError && e.code === code, JSON.stringify(m));
    checked++;
  }
  assert.equal(checked, 16);
  const refused = (f, code) => assert.throws(f, (e) => e instanceof TablierError && e.code === code, code);
  // 003 (Jacquet) knows no école
  refused(() => checkEcole({ ...PLEIN, game: 'jacquet' }, {}), 'bad-request');
  refused(() => checkEcolePoints(null, 'red', { white: 1 }, {}), 'bad-json');
  refused(() => checkEcolePoints(null, 'white', { white: -1 }, {}), 'bad-json');
  refused(() => checkEcolePoints(null, 'white', { white: 1, red: 1 }, {}), 'unknown-field');
  // still working, with the same answer as before the garbage
  assert.equal(checkEcole(PLEIN, { black: { jeton: 4, touched: true } }).due.black.points, 4);
  // absent and null `marked` are "nothing marked yet"
  assert.deepEqual(checkEcole(PLEIN, null), checkEcole(PLEIN, {}));
  assert.deepEqual(checkEcole(PLEIN), checkEcole(PLEIN, {}));
});
