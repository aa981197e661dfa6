// The partie à écrire's sheet in the package (`sheet`) equals `tablier sheet`'s for the same
// request: marqués written down (000 Paris, 000 Valeur du Refait) and parties played by the
// computer from seeds in every formation, on the engine compiled to WebAssembly and natively.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';

const { sheet, TablierError } = tablier;

execFileSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: 'inherit' });
const BIN = path.join(ROOT, 'target/debug/tablier');

function cli(lines) {
  let out;
  try {
    out = execFileSync(BIN, ['sheet'], { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (e) {
    out = e.stdout;
  }
  return out.split('\n').filter((l) => l.length).map((l) => JSON.parse(l));
}

const refait = [{ side: 'white', trous: 6 }, { side: 'black', trous: 6, left: true }];
const petite = [{ side: 'white', trous: 6, left: true }];
const simple = [{ side: 'black', trous: 1 }, { side: 'white', trous: 1 }, { side: 'black', trous: 6, left: true }];

const REQUESTS = [
  { marques: 2, gains: [refait, petite, simple] },
  { marques: 2, first: { primaute: 1, other: 0 }, gains: [petite, petite] },
  { marques: 4, cinq: 'rien', jetons_de_queue: 1, gains: [simple, refait, petite, simple] },
  ...[1, 2, 3].map((seed) => ({ marques: 2, seed, levels: ['greedy'] })),
  { formation: 'equipes', marques: 4, seed: 9, levels: ['random'] },
];

test('sheet equals tablier sheet, request by request', () => {
  const native = cli(REQUESTS.map((r) => JSON.stringify(r)));
  assert.equal(native.length, REQUESTS.length);
  REQUESTS.forEach((r, i) => {
    assert.ok(!native[i].error, JSON.stringify(native[i]));
    assert.deepEqual(sheet(r), native[i], JSON.stringify(r));
  });
  // The sheets were really played: every seeded one has its marqués written.
  assert.ok(native.every((s) => s.lines.length >= 1 && Array.isArray(s.decompte.total)));
});

test('sheet refuses what tablier sheet refuses, with its code', () => {
  const bad = [
    { marques: 2 },
    { marques: 2, formation: 'quadrille', seed: 1 },
    { marques: 2, seed: 1, colour: 'red' },
    // A seat past 2³² (found by tests/node/agree.test.mjs): `bad-json` in WebAssembly, where a
    // usize is 32 bits, a seat not of the table natively.
    { marques: 2, first: { primaute: 0, other: 2 ** 53 }, gains: [petite] },
    { marques: 2, first: { primaute: 2 ** 32, other: 0 }, gains: [petite] },
  ];
  const native = cli(bad.map((r) => JSON.stringify(r)));
  bad.forEach((r, i) => {
    assert.ok(native[i].error, JSON.stringify(native[i]));
    assert.throws(() => sheet(r), (e) => e instanceof TablierError && e.code === native[i].error.code && e.message === native[i].error.message);
  });
});

test('a sheet seed above 2^53 - 1 is refused by both, the largest read alike (issue 26)', () => {
  // 2^53 + 1 as written: the command line read it exactly, JavaScript as 2^53, and the two played
  // different sheets from one request.
  const lines = [
    '{"marques":2,"seed":9007199254740993,"levels":["random"]}',
    '{"marques":2,"seed":9007199254740992,"levels":["random"]}',
    '{"marques":2,"seed":9007199254740991,"levels":["random"]}',
  ];
  const native = cli(lines);
  assert.equal(native[0].error?.code, 'bad-request');
  assert.equal(native[1].error?.code, 'bad-request');
  assert.ok(!native[2].error, JSON.stringify(native[2]));
  for (const text of lines.slice(0, 2)) {
    assert.throws(() => sheet(JSON.parse(text)), (e) => e instanceof TablierError && e.code === 'bad-request');
  }
  assert.deepEqual(sheet(JSON.parse(lines[2])), native[2]);
});
