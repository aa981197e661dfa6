// The package through require(): Node ≥ 20.19 requires its ES module entry, one instance with import.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const PKG = process.env.TABLIER_PKG ? path.resolve(process.env.TABLIER_PKG) : path.join(__dirname, '..', '..', 'pkg');
const tablier = require(path.join(PKG, 'index.node.mjs'));

test('require() gives the whole API, loaded synchronously', async () => {
  for (const name of ['init', 'validate', 'analyse', 'legalPlays', 'applyPlay', 'checkPlay', 'toNotation', 'fromNotation', 'startPosition', 'withDice', 'version']) {
    assert.equal(typeof tablier[name], 'function', name);
  }
  assert.equal(typeof tablier.Game, 'function');
  assert.equal(typeof tablier.TablierError, 'function');
  // No await needed in Node: the engine answers at once, and init() resolves immediately.
  assert.equal(tablier.validate({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' }).ok, true);
  assert.equal(await tablier.init(), undefined);
});

test('errors thrown under require() are TablierErrors of the same class as under import', async () => {
  const esm = await import(path.join(PKG, 'index.node.mjs'));
  assert.equal(esm.TablierError, tablier.TablierError);
  assert.equal(esm.Game, tablier.Game);
  let err;
  try {
    tablier.analyse({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' });
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof esm.TablierError);
  assert.equal(err.code, 'no-dice');
});
