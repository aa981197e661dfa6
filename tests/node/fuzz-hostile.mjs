// The hostile side of the package's fuzz inputs (docs/limits.md): text mutated, random text and
// JSON, values that throw or lie, text at and over the limit; and `describe`, a safe short
// account of any of them for a fault's report. tests/node/fuzz-inputs.mjs builds the arguments
// of every kind from these and the seeds.

/** The longest text a boundary reads (docs/limits.md). */
export const MAX_INPUT = 1 << 20;

const clone = (v) => JSON.parse(JSON.stringify(v));
/** Text often met in the inputs, or that often breaks readers. */
export const SPICE = [
  '{', '}', '[', ']', '"', ',', ':', '-', '/', '.', ' ', '\t', '\\', '0', '1', '6', '7', '9', '15', '-1', '-0',
  '1e999', '1e-999', '18446744073709551616', '4294967296', '9007199254740993', '256', '1.5', '0.0', 'null',
  'true', 'false', '[]', '{}', '""', '\\ud800', '\\udc00', '\\ud800\\u0041', '\\u0000', '\\"', '\ud800', '\udfff',
  '\u2028', '\u0085', '\u00a0', '\ufeff', 'é', '\u3000', '\u0000', '𝄞', 'B13', 'N0', 'B1', 'N12', 'off', 'w', 'b',
  'white', 'black', 'jacquet', 'trictrac', 'b/', '0.0b', '12.11', '6-6', '0-7', '{"a":1,"a":2}',
  '"white":{"B1":15},"white":{"B1":14}', 'hold', 'leave', 'maître', '"moves"', '[["B1","B7"]]',
];

/**
 * One string mutated a few times: a character changed (lone surrogates included), spice
 * inserted, a span deleted, duplicated or replaced, the end cut, a word or number swapped for
 * spice, a piece of `other` spliced in.
 */
export function mutateText(rng, text, other = '') {
  let s = text;
  const edits = 1 + rng.below(4);
  for (let e = 0; e < edits; e++) {
    const len = s.length;
    const i = rng.below(len + 1);
    const span = Math.min(rng.below(16), len - i);
    const spice = rng.pick(SPICE);
    switch (rng.below(8)) {
      case 0:
        if (i < len) s = s.slice(0, i) + String.fromCharCode((s.charCodeAt(i) + 1 + rng.below(0xffff)) & 0xffff) + s.slice(i + 1);
        break;
      case 1:
        s = s.slice(0, i) + spice + s.slice(i);
        break;
      case 2:
        s = s.slice(0, i) + s.slice(i + span);
        break;
      case 3:
        s = s.slice(0, i) + s.slice(i, i + span) + s.slice(i);
        break;
      case 4:
        s = s.slice(0, i);
        break;
      case 5: {
        let end = i;
        while (end < len && /[A-Za-z0-9.\-+]/.test(s[end])) end++;
        s = s.slice(0, i) + spice + s.slice(end);
        break;
      }
      case 6: {
        const j = rng.below(other.length);
        s = s.slice(0, i) + other.slice(j, j + rng.below(64)) + s.slice(i + span);
        break;
      }
      default:
        s = s.slice(0, i) + spice + s.slice(i + span);
    }
  }
  return s;
}

/** Random text: code units of every kind, lone surrogates included. */
export function randomText(rng, max = 48) {
  const n = rng.below(max);
  let s = '';
  for (let i = 0; i < n; i++) {
    s += rng.chance(0.6) ? String.fromCharCode(32 + rng.below(95)) : rng.chance(0.7) ? rng.pick(SPICE) : String.fromCharCode(rng.below(0x10000));
  }
  return s;
}

const KEYS = ['game', 'white', 'black', 'turn', 'dice', 'coups', 'score', 'points', 'holes', 'bredouille', 'position',
  'play', 'moves', 'leave', 'mover', 'marked', 'jeton', 'touched', 'format', 'version', 'start', 'rolls', 'side',
  'decision', 'winner', 'marques', 'gains', 'seed', 'levels', 'trous', 'left', 'B1', 'N1', 'B12', 'N12', 'B6', 'off', '__proto__'];

/** An arbitrary JSON value, a few levels deep, with the formats' keys among random ones. */
export function randomJson(rng, depth = 3) {
  const leaf = () =>
    rng.weighted([
      [1, null],
      [1, rng.chance(0.5)],
      [3, rng.below(23) - 3],
      [1, rng.pick([2 ** 31, 2 ** 32, 2 ** 53, 2 ** 64, -(2 ** 63), 1e300, 5e-324, 0.5, -0])],
      [2, rng.pick(['white', 'black', 'trictrac', 'jacquet', 'B1', 'N12', 'off', 'hold', 'leave', '', 'tablier-partie', 'w', 'é'])],
      [1, randomText(rng, 8)],
    ]);
  if (depth <= 0 || rng.chance(0.4)) return leaf();
  const n = rng.below(6);
  if (rng.chance(0.4)) return Array.from({ length: n }, () => randomJson(rng, depth - 1));
  const o = {};
  for (let i = 0; i < n; i++) o[rng.chance(0.75) ? rng.pick(KEYS) : randomText(rng, 4)] = randomJson(rng, depth - 1);
  return o;
}

/**
 * Hostile values: what JSON cannot hold, what throws when read, cycles, proxies, deep nesting,
 * text over the limit, lone surrogates. Made once (the large ones are large).
 */
export function makeHostile() {
  const throwing = {};
  Object.defineProperty(throwing, 'white', {
    enumerable: true,
    get() {
      throw new Error('a getter that throws');
    },
  });
  const throwingArray = [1, 2];
  Object.defineProperty(throwingArray, 0, {
    enumerable: true,
    get() {
      throw new Error('an index that throws');
    },
  });
  const cyclic = { white: { B1: 15 }, black: { N1: 15 }, turn: 'white' };
  cyclic.self = cyclic;
  const cyclicArray = [1];
  cyclicArray.push(cyclicArray);
  const thrower = () => {
    throw new Error('a proxy that throws');
  };
  const proxy = new Proxy({}, { ownKeys: thrower, get: thrower, has: thrower, getOwnPropertyDescriptor: thrower });
  const arrayProxy = new Proxy([6, 5], { get: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const badToJSON = {
    toJSON() {
      throw new Error('toJSON throws');
    },
  };
  const fnBadString = () => 1;
  fnBadString.toString = thrower;
  const badPrimitive = {
    [Symbol.toPrimitive]: thrower,
    toString: thrower,
    valueOf: thrower,
  };
  let deepObject = { B1: 1 };
  for (let i = 0; i < 3000; i++) deepObject = { a: deepObject };
  let deepArray = [];
  for (let i = 0; i < 3000; i++) deepArray = [deepArray];
  const veryDeep = []; // deeper than JSON.stringify goes: it throws a RangeError
  let cur = veryDeep;
  for (let i = 0; i < 20000; i++) {
    const next = [];
    cur.push(next);
    cur = next;
  }
  const start = JSON.stringify({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' });
  const values = [
    undefined, null, NaN, Infinity, -Infinity, -0, 0, 1, -1, 42, 1.5, 1e300, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE,
    true, false, 12n, -(2n ** 70n), Symbol('x'), Symbol.iterator, () => 1, function named() {}, class K {}, fnBadString,
    '', ' ', 'x', '{', '{not json', '[', 'null', '\ud800', 'x\udc00y', '\ud800\u0041', '"\\ud800\\u0041"', '\u0000',
    '\u2028\u2029', 'é'.repeat(40),
    [], [1, 2, 3], [6, 5], [7, 7], [0, 7], [1], [1, 2, 3], ['3', '4'], [null, null], [NaN, 1], [, 1], new Array(3),
    {}, Object.create(null), { moves: null }, { moves: [[]] }, { moves: [['B1']] }, { moves: [['B1', 'B7', 'B8']] },
    { white: null }, { white: { B1: -1 } }, { white: { B1: 2 ** 64 } }, { turn: 'red' }, { __proto__: { white: { B1: 15 } } },
    new Number(5), new String('white'), new Boolean(false), new Date(0), new Date(NaN), /x/, new Map([[1, 2]]), new Set([1]),
    new Uint8Array([6, 5]), new ArrayBuffer(4), new Error('e'), Promise.resolve(1), new WeakMap(), Math, globalThis.JSON,
    throwing, throwingArray, cyclic, cyclicArray, proxy, arrayProxy, revoked.proxy, badToJSON, badPrimitive,
    { toJSON: () => undefined }, { toJSON: () => () => 1 }, { toJSON: () => 12n }, { [Symbol('k')]: 1 },
    deepObject, deepArray, veryDeep, '['.repeat(100000), '{"a":'.repeat(50000), JSON.stringify(deepArray),
  ];
  // Text at and over the limit: the largest accepted, one byte more, more characters than bytes.
  const large = [
    start + ' '.repeat(MAX_INPUT - start.length), // exactly 1 MiB: read
    start + ' '.repeat(MAX_INPUT - start.length + 1), // one byte over
    'x'.repeat(MAX_INPUT + 1),
    'é'.repeat(MAX_INPUT / 2 + 1), // under the limit in characters, over it in bytes
    '\ud800'.repeat(MAX_INPUT / 3 + 1), // three bytes each once replaced
    'B1:15/N1:15 w ' + '7'.repeat(MAX_INPUT),
    '{"white":{"' + 'B'.repeat(MAX_INPUT - 40) + '":1}}', // under the limit: a 1 MB key quoted back?
    '{"' + 'x'.repeat(MAX_INPUT - 20) + '":1}',
    '{"turn":"' + 'x'.repeat(MAX_INPUT - 20) + '"}',
    'x'.repeat(MAX_INPUT - 10),
  ];
  return { values, large };
}

/** `value` (plain JSON) with one of its nodes, picked at random, replaced by `replacement`. */
export function swapNode(rng, value, replacement) {
  const root = { v: clone(value) };
  const slots = [[root, 'v']];
  const walk = (node) => {
    if (node === null || typeof node !== 'object') return;
    for (const k of Object.keys(node)) {
      slots.push([node, k]);
      walk(node[k]);
    }
  };
  walk(root.v);
  const [parent, key] = rng.pick(slots);
  parent[key] = replacement;
  return root.v;
}

/** A short, safe description of any value, for a fault's report. */
export function describe(v, max = 300) {
  let s;
  try {
    if (typeof v === 'string') s = JSON.stringify(v.length > max ? v.slice(0, max) : v) + (v.length > max ? `… (${v.length} characters)` : '');
    else if (typeof v === 'bigint') s = `${v}n`;
    else if (typeof v === 'symbol' || typeof v === 'function') s = typeof v;
    else if (v === undefined) s = 'undefined';
    else if (typeof v === 'number') s = Object.is(v, -0) ? '-0' : String(v);
    else s = JSON.stringify(v);
  } catch (e) {
    try {
      s = `<${Object.prototype.toString.call(v)}: ${e && e.name}>`;
    } catch {
      s = '<a revoked proxy>';
    }
  }
  if (s === undefined) s = '<not JSON>';
  return s.length > max ? s.slice(0, max) + '…' : s;
}
