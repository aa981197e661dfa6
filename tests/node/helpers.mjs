// Shared by the Node tests: where the built package is, and positions to call it with.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PKG = process.env.TABLIER_PKG ? path.resolve(process.env.TABLIER_PKG) : path.join(ROOT, 'pkg');

export const tablier = await import(path.join(PKG, 'index.node.mjs'));


/** docs/interchange.md's own example. */
export const EXAMPLE = Object.freeze({
  game: 'trictrac',
  white: { B1: 13, B7: 1, B8: 1 },
  black: { N1: 15 },
  turn: 'white',
  dice: [5, 5],
  coups: { white: 2, black: 2 },
  score: {
    white: { points: 0, holes: 0, bredouille: true },
    black: { points: 0, holes: 0, bredouille: true },
  },
});

/** The 21 rolls, each once: [a, b] with a ≤ b. */
export const ROLLS = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) ROLLS.push([a, b]);

/** The 1,200 bench positions of tests/data/bench_positions.jsonl (random games), one JSON text a line. */
export const BENCH_LINES = readFileSync(path.join(ROOT, 'tests/data/bench_positions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim());

export const START = Object.freeze({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' });

export const clone = (v) => JSON.parse(JSON.stringify(v));

/** The code of the TablierError `fn` throws; fails when it throws anything else or nothing. */
export function errorCode(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof tablier.TablierError, `${e}`);
    return e.code;
  }
  assert.fail('expected a TablierError');
}

/** Every value a careless caller might pass. */
export function garbage() {
  const throwing = {};
  Object.defineProperty(throwing, 'white', {
    enumerable: true,
    get() {
      throw new Error('a getter that throws');
    },
  });
  const cyclic = { white: { B1: 15 }, black: { N1: 15 }, turn: 'white' };
  cyclic.self = cyclic;
  const proxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('a proxy that throws');
      },
      get() {
        throw new Error('a proxy that throws');
      },
    },
  );
  let deep = { B1: 1 };
  for (let i = 0; i < 2000; i++) deep = { a: deep };
  const over = (patch) => ({ ...clone(START), ...patch });
  return [
    ['undefined', undefined],
    ['null', null],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a number', 42],
    ['a negative number', -1],
    ['true', true],
    ['a BigInt', 12n],
    ['a symbol', Symbol('x')],
    ['a function', () => 1],
    ['an empty string', ''],
    ['a garbage string', '{not json'],
    ['a very long string', 'B1'.repeat(100000)],
    ['an empty array', []],
    ['an array of numbers', [1, 2, 3]],
    ['an empty object', {}],
    ['white: null', over({ white: null })],
    ['white: a string', over({ white: 'B1' })],
    ['white: an array', over({ white: [15] })],
    ['a count as a string', over({ white: { B1: '15' } })],
    ['a count of 1e300', over({ white: { B1: 1e300 } })],
    ['a count of 2^53+2', over({ white: { B1: 2 ** 53 + 2 } })],
    ['a count of -5', over({ white: { B1: -5 } })],
    ['a count of 1.5', over({ white: { B1: 1.5 } })],
    ['a count of NaN', over({ white: { B1: NaN } })],
    ['a count of null', over({ white: { B1: null } })],
    ['a non-ASCII flèche', over({ white: { é1: 15 } })],
    ['an unknown flèche', over({ white: { B13: 15 } })],
    ['sixteen dames', over({ white: { B1: 16 } })],
    ['a missing turn', { white: { B1: 15 }, black: { N1: 15 } }],
    ['a turn of red', over({ turn: 'red' })],
    ['a turn of 0', over({ turn: 0 })],
    ['dice of one die', over({ dice: [3] })],
    ['dice of three dice', over({ dice: [1, 2, 3] })],
    ['dice [0, 7]', over({ dice: [0, 7] })],
    ['dice [1.5, 2]', over({ dice: [1.5, 2] })],
    ['dice ["3","4"]', over({ dice: ['3', '4'] })],
    ['dice as a string', over({ dice: '34' })],
    ['dice of 1e300', over({ dice: [1e300, 1] })],
    ['a game of chess', over({ game: 'chess' })],
    ['a score of 300 points', over({ score: { white: { points: 300 } } })],
    ['a score of 12 points', over({ score: { white: { points: 12, holes: 0, bredouille: true } } })],
    ['coups of -1', over({ coups: { white: -1, black: 0 } })],
    ['coups as strings', over({ coups: { white: 'x', black: 0 } })],
    ['an unknown field', over({ dise: [1, 2] })],
    ['a throwing getter', throwing],
    ['a cyclic object', cyclic],
    ['a proxy that throws', proxy],
    ['a deeply nested object', over({ white: deep })],
  ];
}
