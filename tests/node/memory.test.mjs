// issue 18: 100,000 dropped `Game`s grew the module's memory from 1 MB to 786 MB. A dropped game
// is freed when the garbage collector finalises it (a FinalizationRegistry), `free()` frees at
// once: the module's memory stays bounded either way. Run in a child Node with --expose-gc, on an
// instance of its own, so that its memory can be read.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PKG } from './helpers.mjs';

const CHILD = `
const fs = require('node:fs');
const path = require('node:path');
const pkg = process.argv[1];
const raw = require(path.join(pkg, 'web/tablier.js'));
const wasm = raw.initSync({ module: fs.readFileSync(path.join(pkg, 'tablier_bg.wasm')) });
const rulesRaw = require(path.join(pkg, 'rules/tablier_rules.js'));
rulesRaw.initSync({ module: fs.readFileSync(path.join(pkg, 'rules/tablier_rules_bg.wasm')) });
const { makeApi } = require(path.join(pkg, 'api.js'));
const { Game } = makeApi(raw, rulesRaw, () => true);
const mb = () => wasm.memory.buffer.byteLength / 2 ** 20;
(async () => {
  const settle = async () => {
    for (let k = 0; k < 3; k++) {
      globalThis.gc();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  const before = mb();
  for (let i = 0; i < 100000; i++) {
    const g = new Game(null, { seed: i });
    g.roll();
    if (i % 5000 === 4999) await settle();
  }
  await settle();
  const dropped = mb();
  for (let i = 0; i < 100000; i++) {
    const g = new Game();
    g.roll([6, 5]);
    g.free();
  }
  console.log(JSON.stringify({ before, dropped, freed: mb() }));
})();
`;

test('100,000 dropped games, and 100,000 freed ones, leave the memory bounded', () => {
  const out = execFileSync(process.execPath, ['--expose-gc', '-e', CHILD, path.resolve(PKG)], { encoding: 'utf8' });
  const { before, dropped, freed } = JSON.parse(out);
  assert.ok(dropped < before + 48, `dropped games: ${before} MB → ${dropped} MB`);
  assert.ok(freed <= dropped + 1, `freed games: ${dropped} MB → ${freed} MB`);
});
