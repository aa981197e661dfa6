// The stateless API of the package, as a Node ES module sees it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, EXAMPLE, START, clone, garbage } from './helpers.mjs';

const { validate, analyse, legalPlays, applyPlay, checkPlay, toNotation, fromNotation, startPosition, withDice, TablierError } =
  tablier;

/** Calls fn, expecting a TablierError with this code (or any code when none is given). */
function refused(fn, code) {
  let err;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  assert.ok(err, 'expected a TablierError, got an answer');
  assert.ok(err instanceof TablierError, `expected a TablierError, got ${err && err.name}: ${err && err.message}`);
  assert.ok(err instanceof Error);
  assert.equal(err.name, 'TablierError');
  assert.match(err.code, /^[a-z]+(-[a-z]+)*$/, 'codes are kebab-case');
  assert.ok(err.message.length > 0);
  if (code) assert.equal(err.code, code, err.message);
  return err;
}

test('the package loads and names its version', async () => {
  await tablier.init();
  assert.match(tablier.version(), /^\d+\.\d+\.\d+/);
  assert.equal(typeof tablier.default, 'object');
  assert.equal(tablier.default.validate, validate);
});

test('validate accepts docs/interchange.md example and answers it normalised', () => {
  const r = validate(EXAMPLE);
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.deepEqual(r.position, EXAMPLE);
});

test('validate fills in the defaults of a minimal position', () => {
  const r = validate(START);
  assert.equal(r.ok, true);
  assert.equal(r.position.game, 'trictrac');
  assert.deepEqual(r.position.score, {
    white: { points: 0, holes: 0, bredouille: true },
    black: { points: 0, holes: 0, bredouille: true },
  });
  assert.equal('dice' in r.position, false, 'no dice before the roll');
  // Normalised output validates to itself.
  assert.deepEqual(validate(r.position).position, r.position);
});

test('validate names each problem with its code, never throwing', () => {
  const over = (patch) => ({ ...clone(START), ...patch });
  const cases = [
    [over({ white: { B1: 16 } }), 'bad-count'],
    [over({ white: { B1: 14, B2: 2 } }), 'too-many-dames'],
    [over({ white: { B1: 14, N5: 1 }, black: { N1: 10, N5: 5 } }), 'fleche-held-by-both'],
    [over({ white: { B13: 15 } }), 'unknown-fleche'],
    [over({ dice: [0, 7] }), 'bad-dice'],
    [over({ white: { B1: 14, B12: 1 } }), 'lone-dame-on-coin'],
    [over({ white: { B1: 13, N12: 2 } }), 'dame-on-opponent-coin'],
    [over({ turn: 'red' }), 'bad-json'],
    [over({ dise: [1, 2] }), 'unknown-field'],
    [over({ white: { N3: 10, B9: 2 } }), 'borne-off-outside-retour'],
    [over({ score: { white: { points: 12, holes: 0, bredouille: true } } }), 'bad-score'],
    [over({ white: {} }), 'no-dames'],
  ];
  for (const [pos, code] of cases) {
    const r = validate(pos);
    assert.equal(r.ok, false, `${JSON.stringify(pos)} should be refused`);
    assert.equal(r.error.code, code, r.error.message);
    assert.equal(typeof r.error.message, 'string');
  }
});

test('garbage is refused cleanly by every function, and the module keeps working', () => {
  const good = validate(EXAMPLE);
  const cases = garbage();
  for (const [name, value] of cases) {
    const r = validate(value);
    assert.equal(r.ok, false, `validate(${name}) should refuse`);
    assert.match(r.error.code, /^[a-z-]+$/, name);
    for (const [fname, fn] of [
      ['analyse', () => analyse(value)],
      ['legalPlays', () => legalPlays(value)],
      ['toNotation', () => toNotation(value)],
      ['applyPlay', () => applyPlay(value, { moves: [] })],
      ['checkPlay', () => checkPlay(value, { moves: [] })],
      ['withDice', () => withDice(value, [1, 2])],
    ]) {
      const e = refused(fn);
      assert.notEqual(e.code, 'engine-failure', `${fname}(${name}): ${e.message}`);
    }
    // After each refusal a valid call still works.
    assert.deepEqual(validate(EXAMPLE), good, `the module broke after ${name}`);
  }
});

test('garbage plays, dice and texts are refused cleanly', () => {
  const pos = clone(EXAMPLE);
  const plays = [
    undefined,
    null,
    'B1-B6',
    [['B1', 'B6']],
    {},
    { moves: 'B1' },
    { moves: [['B1']] },
    { moves: [['B1', 'B6', 'B7']] },
    { moves: [['B1', 'X9']] },
    { moves: [[1, 6]] },
    { moves: Array(5).fill(['B1', 'B6']) },
    { moves: [['é1', 'B2']] },
    { moves: [], extra: 1 },
  ];
  for (const play of plays) {
    const e = refused(() => applyPlay(pos, play));
    assert.notEqual(e.code, 'engine-failure', `${JSON.stringify(play)}: ${e.message}`);
    refused(() => checkPlay(pos, play));
  }
  for (const dice of [[0, 1], [7, 1], [1], [1, 2, 3], 'xx', [1.5, 2], [NaN, 1], 12, {}]) {
    refused(() => withDice(START, dice), 'bad-dice');
  }
  for (const text of [undefined, null, 42, {}, [], '', '\u0000', 'é'.repeat(1000)]) {
    const e = refused(() => fromNotation(text));
    assert.notEqual(e.code, 'engine-failure', `${String(text)}: ${e.message}`);
  }
  for (const game of ['chess', 1, {}, 'TRICTRAC']) refused(() => startPosition(game), 'bad-request');
  assert.equal(validate(EXAMPLE).ok, true);
});

test('questions that need a roll say so before the roll', () => {
  refused(() => analyse(START), 'no-dice');
  refused(() => legalPlays(START), 'no-dice');
  refused(() => applyPlay(START, { moves: [['B1', 'B5']] }), 'no-dice');
});

test('start positions and dice', () => {
  const t = startPosition();
  assert.deepEqual(t.white, { B1: 15 });
  assert.deepEqual(t.black, { N1: 15 });
  assert.equal(t.turn, 'white');
  assert.deepEqual(t.coups, { white: 0, black: 0 });
  const j = startPosition('jacquet');
  assert.equal(j.game, 'jacquet');
  assert.deepEqual(j.black, { N12: 15 }, 'docs/interchange.md: Jacquet Black starts on N12');
  const rolled = withDice(t, [6, 2]);
  assert.deepEqual(rolled.dice, [6, 2]);
  assert.equal('dice' in withDice(rolled, null), false);
});

test('analyse answers jans, points and plays that replay', () => {
  const a = analyse(EXAMPLE);
  assert.ok(Array.isArray(a.jans));
  assert.equal(typeof a.points.white, 'number');
  assert.equal(typeof a.points.black, 'number');
  assert.ok(a.plays.length > 0, 'quines from this position can be played');
  assert.deepEqual(a.plays, legalPlays(EXAMPLE));
  const seen = new Set();
  for (const play of a.plays) {
    checkPlay(EXAMPLE, play);
    const next = applyPlay(EXAMPLE, play);
    assert.equal(next.turn, 'black');
    assert.equal('dice' in next, false);
    assert.equal(validate(next).ok, true);
    const key = JSON.stringify([next.white, next.black]);
    assert.ok(!seen.has(key), 'docs/interchange.md: two plays leaving the same position are listed once');
    seen.add(key);
  }
  for (const jan of a.jans) {
    assert.ok(['white', 'black'].includes(jan.beneficiary));
    assert.ok(jan.points > 0);
  }
});

test('a play of another position or roll is refused with the rule it breaks', () => {
  assert.ok(legalPlays(EXAMPLE).length > 0);
  // Quines are 5 and 5: a play with a 4 is not of these dice.
  const other = { moves: [['B1', 'B5'], ['B1', 'B5']] };
  const e = refused(() => applyPlay(EXAMPLE, other));
  assert.ok(!['engine-failure', 'bad-json', 'bad-request'].includes(e.code), e.code);
  // Black's dames cannot be played on White's turn.
  refused(() => checkPlay(EXAMPLE, { moves: [['N1', 'N6'], ['N1', 'N6']] }));
  assert.equal(validate(EXAMPLE).ok, true);
});

test('the compact notation round-trips with the JSON', () => {
  const text = toNotation(EXAMPLE);
  assert.equal(typeof text, 'string');
  assert.deepEqual(fromNotation(text), validate(EXAMPLE).position);
  assert.equal(toNotation(text), text, 'a position given as notation reads back to itself');
  assert.deepEqual(validate(text).position, validate(EXAMPLE).position);
  for (const pos of [START, startPosition('jacquet'), withDice(START, [6, 1])]) {
    assert.deepEqual(fromNotation(toNotation(pos)), validate(pos).position);
  }
});

test('random values thrown at every function: clean refusals, the module keeps working', () => {
  // A seeded generator: the same values on every run.
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const names = ['B1', 'B12', 'N1', 'N12', 'B7', 'off', 'X', 'é1', '', 'game', 'white', 'black', 'turn', 'dice', 'coups', 'score', 'points', 'holes', 'bredouille', 'moves'];
  const atoms = [0, 1, 2, 6, 7, 15, 16, -1, 1.5, 1e300, NaN, null, true, 'white', 'black', 'trictrac', 'jacquet', 'B1', 'off', '', 'B1:15/N1:15 w'];
  function value(depth) {
    const r = rnd();
    if (depth > 3 || r < 0.4) return pick(atoms);
    if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
    const o = {};
    for (let i = Math.floor(rnd() * 5); i > 0; i--) o[pick(names)] = value(depth + 1);
    return o;
  }
  // Start from real positions and break them a little, too.
  function damaged() {
    const p = clone(EXAMPLE);
    const key = pick(Object.keys(p));
    p[key] = value(1);
    return p;
  }
  for (let i = 0; i < 1500; i++) {
    const pos = i % 2 ? damaged() : value(0);
    const other = value(0);
    for (const fn of [
      () => validate(pos),
      () => analyse(pos),
      () => legalPlays(pos),
      () => applyPlay(pos, other),
      () => applyPlay(EXAMPLE, other),
      () => withDice(pos, other),
      () => toNotation(pos),
      () => fromNotation(other),
      () => startPosition(other),
    ]) {
      try {
        fn();
      } catch (e) {
        assert.ok(e instanceof TablierError, `${e}`);
        assert.notEqual(e.code, 'engine-failure', e.message);
      }
    }
  }
  assert.equal(validate(EXAMPLE).ok, true);
  assert.ok(legalPlays(EXAMPLE).length > 0);
});
