// issue 18 (Package): every refusal is a TablierError with a stable code, a refused call leaves
// the game as it was, nothing traps, and text over the limit is refused before it crosses.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, START } from './helpers.mjs';

const { Game, JacquetGame, PartieAEcrire, TablierError, fromNotation, validate, analyse } = tablier;

const BAD = [null, undefined, NaN, Infinity, -Infinity, () => 1, 'x', 7, [], {}, [0, 7], [1], Symbol('s'), 10n];

function refused(f, what) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof TablierError, `${what}: ${e && e.name}: ${e && e.message}`);
    assert.match(e.code, /^[a-z]+(-[a-z0-9]+)*$/, what);
    return e.code;
  }
  assert.fail(`${what} was accepted`);
}

test('JacquetGame: play, roll and firstThrow refuse garbage and leave the partie as it was', () => {
  const g = new JacquetGame({ seed: 9 });
  for (const v of BAD) {
    if (v === undefined) continue; // firstThrow() throws the generator's dice
    const before = JSON.stringify(g.toJSON());
    refused(() => g.firstThrow(v), `firstThrow(${String(v)})`);
    assert.equal(JSON.stringify(g.toJSON()), before);
  }
  while (g.phase() === 'first') g.firstThrow();
  for (const v of BAD) {
    if (v === undefined) continue;
    const before = JSON.stringify(g.toJSON());
    refused(() => g.roll(v), `roll(${String(v)})`);
    assert.equal(JSON.stringify(g.toJSON()), before);
  }
  g.roll();
  for (const v of BAD) {
    const before = JSON.stringify(g.toJSON());
    refused(() => g.play(v), `play(${String(v)})`);
    assert.equal(JSON.stringify(g.toJSON()), before);
  }
  // and the partie goes on, and its save replays
  g.play(g.plays()[0] ?? { moves: [] });
  assert.equal(g.phase(), 'roll');
  assert.deepEqual(JacquetGame.fromRecord(JSON.parse(JSON.stringify(g))).toJSON(), g.toJSON());
});

test('Game: every method refuses garbage and leaves the game as it was', () => {
  const g = new Game(null, { seed: 4 });
  for (const v of BAD) {
    if (v === undefined) continue;
    const before = JSON.stringify(g.toJSON());
    refused(() => g.roll(v), `roll(${String(v)})`);
    assert.equal(JSON.stringify(g.toJSON()), before);
  }
  g.roll([6, 5]);
  for (const v of BAD) {
    for (const m of ['play', 'decide', 'setScore', 'markEcole', 'computerPlay']) {
      // null (or nothing) is a valid argument of these: nothing marked, the default level
      if ((m === 'markEcole' || m === 'computerPlay') && (v === null || v === undefined)) continue;
      // {} is a valid score (all zero) and a valid `marked` (nothing marked)
      if ((m === 'markEcole' || m === 'setScore') && v && v.constructor === Object) continue;
      const before = JSON.stringify(g.toJSON());
      refused(() => g[m](v), `${m}(${String(v)})`);
      assert.equal(JSON.stringify(g.toJSON()), before, `${m}(${String(v)})`);
    }
  }
  assert.equal(refused(() => Game.fromRecord({}), 'fromRecord({})'), 'bad-json');
  assert.equal(refused(() => Game.fromRecord({ format: 'tablier-partie', rolls: [{ side: 'white' }] }), 'a roll without dice'), 'bad-json');
  for (const v of BAD) refused(() => Game.fromRecord(v), `fromRecord(${String(v)})`);
  for (const v of BAD) refused(() => JacquetGame.fromRecord(v), `JacquetGame.fromRecord(${String(v)})`);
});

test('text over 1 MiB is refused up front, and the module goes on', () => {
  const big = 'B1:15/N1:15 w ' + ' '.repeat(1 << 20);
  assert.equal(refused(() => fromNotation(big), 'fromNotation(1 MiB)'), 'too-large');
  assert.equal(refused(() => analyse('{' + ' '.repeat(1 << 20)), 'analyse(1 MiB)'), 'too-large');
  assert.equal(validate(START).ok, true);
  assert.equal(refused(() => fromNotation('x'.repeat(500_000_000 >> 4)), 'fromNotation(31 MB)'), 'too-large');
});

test('a game has free() and Symbol.dispose, and is refused once freed', () => {
  const g = new Game();
  assert.equal(typeof g.free, 'function');
  assert.equal(typeof g[Symbol.dispose ?? Symbol.for('Symbol.dispose')], 'function');
  g.free();
  g.free(); // twice is harmless
  assert.equal(refused(() => g.roll([6, 5]), 'roll after free'), 'bad-request');
});

// Found by the package's fuzz harness (tests/node/fuzz.test.mjs): values that throw when read
// escaped as plain JavaScript errors, and a JacquetGame record that is not JSON threw a
// SyntaxError; a long option name came back whole in the message.
test('values that throw when read are refused with a TablierError, and a message quotes little', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const thrower = () => {
    throw new Error('a trap that throws');
  };
  const proxy = new Proxy({}, { ownKeys: thrower, get: thrower, getOwnPropertyDescriptor: thrower });
  const fn = () => 1;
  fn.toString = thrower;
  const getter = Object.defineProperty({}, 'seed', { enumerable: true, get: thrower });
  const calls = {
    'analyse(revoked proxy)': () => tablier.analyse(revoked.proxy),
    'checkPlay(…, revoked proxy)': () => tablier.checkPlay('B1:15/N1:15 w 6-5', revoked.proxy),
    'sheet(a function whose toString throws)': () => tablier.sheet(fn),
    'withDice(…, a function whose toString throws)': () => tablier.withDice(START, fn),
    'new Game(null, proxy)': () => new Game(null, proxy),
    'new Game(null, a throwing getter)': () => new Game(null, getter),
    'new Game(null, {game: 1n})': () => new Game(null, { game: 1n }),
    'Game.fromJSON(revoked proxy)': () => Game.fromJSON(revoked.proxy),
    'Game.fromJSON({history: proxy})': () => Game.fromJSON({ history: new Proxy([], { get: thrower }) }),
    'new JacquetGame(proxy)': () => new JacquetGame(proxy),
    'new JacquetGame({options: 1n})': () => new JacquetGame({ options: 1n }),
    'JacquetGame.fromJSON(proxy)': () => JacquetGame.fromJSON(proxy),
    "JacquetGame.fromRecord('{not json')": () => JacquetGame.fromRecord('{not json'),
  };
  for (const [what, f] of Object.entries(calls)) refused(f, what);
  for (const f of [() => new Game(null, { ['x'.repeat(100000)]: 1 }), () => new JacquetGame({ ['x'.repeat(100000)]: 1 })]) {
    try {
      f();
      assert.fail('accepted');
    } catch (e) {
      assert.ok(e instanceof TablierError && e.message.length < 200, e.message.slice(0, 200));
    }
  }
  assert.equal(validate(START).ok, true);
});

test('PartieAEcrire: the agreement, the levels, a record and its marqué\'s plays refuse garbage and leave the partie as it was', () => {
  for (const v of BAD) refused(() => new PartieAEcrire(v), `new PartieAEcrire(${String(v)})`);
  for (const v of BAD) refused(() => PartieAEcrire.fromRecord(v), `PartieAEcrire.fromRecord(${String(v)})`);
  const p = new PartieAEcrire({ formation: 'equipes', marques: 2 }, { seed: 4 });
  for (const v of BAD) {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue; // the default level
    const before = JSON.stringify(p.toJSON());
    refused(() => p.stepComputer(v), `stepComputer(${String(v)})`);
    assert.equal(JSON.stringify(p.toJSON()), before);
  }
  const g = p.marque();
  g.roll();
  while (g.phase() === 'decide') g.hold();
  for (const v of BAD) {
    const before = JSON.stringify(p.toJSON());
    refused(() => g.play(v), `marque().play(${String(v)})`);
    assert.equal(JSON.stringify(p.toJSON()), before);
  }
  p.free();
});

// A seed past 2⁵³ has lost digits as a JavaScript number before the package sees it: the game
// would not be the one asked for. Refused, with the way round (a string); every smaller seed and
// every string is the game's seed as before.
test('a seed number past 2^53 is refused (give it as a string); a safe one or a string is taken', () => {
  const big = 2 ** 53 + 2;
  for (const [what, make] of [
    ['Game', (seed) => new Game(null, { seed })],
    ['JacquetGame', (seed) => new JacquetGame({ seed })],
    ['PartieAEcrire', (seed) => new PartieAEcrire({ marques: 2 }, { seed })],
  ]) {
    assert.equal(refused(() => make(big), `${what} seed ${big}`), 'bad-request');
    assert.equal(refused(() => make(-big), `${what} seed ${-big}`), 'bad-request');
    for (const seed of [Number.MAX_SAFE_INTEGER, -1, 0, '9007199254740994', 1.5]) make(seed).free();
  }
  const a = new Game(null, { seed: '12345678901234567890' });
  const b = new Game(null, { seed: '12345678901234567890' });
  a.roll();
  b.roll();
  assert.deepEqual(a.dice(), b.dice(), 'a string seed is the same game each time');
});
