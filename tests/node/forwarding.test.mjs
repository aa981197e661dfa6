// The game classes' forwarding (js/games.js, `forwardMethods`; docs/package.md, "Adding a
// method"): every raw method the class does not write itself is forwarded, and the names listed as
// written by hand must be the raw class's. A listed name the raw class no longer has hides nothing
// and lets a method renamed in the bindings through unnoticed: the classes are not made.
import test from 'node:test';
import assert from 'node:assert/strict';
import { makeGames } from '../../js/games.js';

class TablierError extends Error {}

/** Raw classes with the methods named, each answering its own name. */
function raw(partie, jacquet) {
  const classOf = (names) => {
    const C = class {};
    for (const n of names) C.prototype[n] = () => JSON.stringify(n);
    return C;
  };
  return { Partie: classOf(partie), JacquetPartie: classOf(jacquet) };
}

const kit = { TablierError, encode: JSON.stringify, call: (f, ...a) => JSON.parse(f(...a)), ensureReady() {} };
const JACQUET = ['state', 'rollRandom', 'firstThrowRandom'];

test('a raw method the class does not write is forwarded; those written by hand are not', () => {
  const { Game, JacquetGame } = makeGames(raw(['state', 'rollRandom', 'somethingNew'], JACQUET), kit);
  assert.equal(typeof Game.prototype.somethingNew, 'function');
  assert.equal(Game.prototype.rollRandom, undefined, 'rollRandom is what roll() asks, not a method of the package');
  assert.equal(JacquetGame.prototype.firstThrowRandom, undefined);
});

test('a name listed as written by hand that the raw class does not have is refused, named', () => {
  // the bindings renamed `rollRandom`: js/games.js's list still says it
  assert.throws(() => makeGames(raw(['state', 'rollRandomly'], JACQUET), kit), (e) => /\brollRandom\b/.test(e.message) && /Game/.test(e.message));
  assert.throws(() => makeGames(raw(['state', 'rollRandom'], ['state', 'rollRandom']), kit), /\bfirstThrowRandom\b/);
});

test("a module built with part of the games (the record module's replay) makes its classes all the same", () => {
  // its raw classes have fromRecord, state and frames alone: no rollRandom, no firstThrowRandom
  const { Game, JacquetGame } = makeGames(raw(['state', 'frames'], ['state', 'frames']), kit, { partial: true });
  assert.equal(typeof Game.prototype.frames, 'function');
  assert.equal(typeof JacquetGame.prototype.frames, 'function');
});
