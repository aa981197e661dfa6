// The record module (www/pkg/record/: the bindings crate built with its `replay` feature alone,
// for <tablier-record> and the diagrams on its page; docs/size.md, "The record module") reads a
// record back as the whole package does: the same frames, position, score and winner for every
// record, and the same refusal, code and fields, for a record the rules refuse; it answers the
// diagrams' questions as the rules module does, and plays no game (no roll, no computer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tablier, ROOT, ROLLS, BENCH_LINES } from './helpers.mjs';

const DIR = path.join(ROOT, 'www/pkg/record');
const record = await import(path.join(DIR, 'index.js'));
await record.init(readFileSync(path.join(DIR, 'tablier_record_bg.wasm')));

/** A game of Trictrac played by the computer from `seed` for at most `rolls` rolls: its record. */
function trictracRecord(seed, rolls) {
  const g = new tablier.Game(null, { seed });
  for (let i = 0; i < rolls * 3 && !g.isOver(); i++) {
    const phase = g.phase();
    if (phase === 'roll') g.roll();
    else if (phase === 'decide') g.decide(g.computerDecision('débutant'));
    else if (phase === 'play') g.play(g.computerPlay('débutant'));
    else assert.fail(`phase ${phase}`);
  }
  const r = g.toRecord();
  g.free();
  return r;
}

/** A partie of Jacquet to one point played by the computer from `seed`: its record. */
function jacquetRecord(seed, steps) {
  const g = new tablier.JacquetGame({ target: 1, seed });
  for (let i = 0; i < steps && !g.isOver(); i++) {
    const phase = g.phase();
    if (phase === 'first') g.firstThrow();
    else if (phase === 'roll') g.roll();
    else if (phase === 'play') g.play(g.computerPlay('débutant'));
    else assert.fail(`phase ${phase}`);
  }
  const r = g.toRecord();
  g.free();
  return r;
}

const read = (dir) => readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(path.join(ROOT, dir, f), 'utf8'))]);
const RECORDS = [
  ...read('tests/data/games'),
  ...read('tests/data/notes'),
  ['www/records/opening.json', JSON.parse(readFileSync(path.join(ROOT, 'www/records/opening.json'), 'utf8'))],
  ...[1, 2, 3].map((seed) => [`trictrac seed ${seed}`, trictracRecord(seed, 120)]),
  ...[4, 5].map((seed) => [`jacquet seed ${seed}`, jacquetRecord(seed, 400)]),
];

/** What the record element reads of a game read back, or the refusal with its fields. */
function readBack(api, r) {
  const Class = r.game === 'jacquet' ? api.JacquetGame : api.Game;
  let g;
  try {
    g = Class.fromRecord(r);
  } catch (e) {
    assert.ok(e instanceof api.TablierError, String(e));
    return { code: e.code, message: e.message, details: e.details };
  }
  try {
    return { frames: g.frames(0), position: g.position(), score: g.score(), isOver: g.isOver(), winner: g.winner() };
  } finally {
    g.free();
  }
}

test('the record module exports the stateless questions and the two game classes, and nothing to play with', () => {
  for (const name of ['analyse', 'legalPlays', 'destinations', 'validate', 'toNotation', 'fromNotation', 'chances', 'startPosition']) {
    assert.equal(typeof record[name], 'function', name);
  }
  assert.equal(typeof record.Game.fromRecord, 'function');
  assert.equal(typeof record.JacquetGame.fromRecord, 'function');
  for (const name of ['PartieAEcrire', 'Correspondence', 'choosePlay', 'hints', 'review', 'sheet', 'checkEcole', 'fausseCase', 'levels']) {
    assert.equal(record[name], undefined, name);
  }
  // the same classes, with the engine's side of reading back alone: a game read back cannot be played on
  const g = record.Game.fromRecord(RECORDS[0][1]);
  for (const name of ['computerPlay', 'hints', 'destinations', 'markEcole', 'droits']) assert.equal(g[name], undefined, name);
  assert.throws(() => g.roll([3, 1]), 'no roll in the record module');
  assert.throws(() => g.undo(), 'no undo in the record module');
  g.free();
  assert.equal(record.version(), tablier.version());
});

test('every record reads back in the record module as in the whole package: frames, position, score, winner', () => {
  let frames = 0;
  let kinds = new Set();
  for (const [name, r] of RECORDS) {
    const whole = readBack(tablier, r);
    assert.ok(whole.frames, `${name}: the whole package reads it back (${whole.message})`);
    assert.deepEqual(readBack(record, r), whole, name);
    frames += whole.frames.length;
    kinds.add(r.game ?? 'trictrac');
    if (whole.isOver) kinds.add('over');
  }
  assert.ok(frames > 300, `${frames} rolls read back`);
  assert.deepEqual([...kinds].sort(), ['jacquet', 'over', 'trictrac']);
});

test('a record the rules refuse is refused by the record module as by the whole package, the roll named', () => {
  let refused = 0;
  for (const [name, r] of RECORDS) {
    const rolls = r.game === 'jacquet' ? r.jacquet.manches[0].rolls : r.rolls;
    if (!rolls?.length) continue;
    // a roll's dice changed: its play is no longer the roll's, or its jans not the dice's
    const bad = structuredClone(r);
    const roll = (r.game === 'jacquet' ? bad.jacquet.manches[0].rolls : bad.rolls).at(-1);
    roll.dice = roll.dice[0] === 6 ? [1, 1] : [6, 6];
    const whole = readBack(tablier, bad);
    assert.deepEqual(readBack(record, bad), whole, name);
    if (whole.code) refused++;
    assert.deepEqual(readBack(record, '{"format": "tablier-record"'), readBack(tablier, '{"format": "tablier-record"'));
  }
  assert.ok(refused >= 5, `${refused} records refused`);
});

test("the record module answers the diagrams' questions as the whole package", () => {
  const sample = BENCH_LINES.filter((_, i) => i % 25 === 0).map((l) => JSON.parse(l));
  for (const p of sample) {
    assert.deepEqual(record.validate(p), tablier.validate(p));
    assert.equal(record.toNotation(p), tablier.toNotation(p));
    assert.deepEqual(record.chances(p), tablier.chances(p));
    for (const dice of ROLLS.filter((_, i) => i % 4 === 0)) {
      const rolled = { ...p, dice };
      let whole;
      try {
        whole = tablier.analyse(rolled);
      } catch (e) {
        assert.throws(() => record.analyse(rolled), (x) => x.code === e.code);
        continue;
      }
      assert.deepEqual(record.analyse(rolled), whole);
    }
  }
});
