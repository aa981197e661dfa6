// The browser entry (index.js), exercised in Node: it must refuse calls before init(), load
// from bytes, and then answer as the Node entry does.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PKG, EXAMPLE, tablier as node } from './helpers.mjs';

// From a copy of the package: the Node entry (helpers.mjs) imports the same glues, which would
// hand this entry the modules it instantiated; here the browser entry loads its own.
const COPY = fs.mkdtempSync(path.join(os.tmpdir(), 'tablier-web-'));
fs.cpSync(PKG, COPY, { recursive: true, filter: (f) => !f.endsWith('.wasm') });
test.after(() => fs.rmSync(COPY, { recursive: true, force: true }));
const web = await import(path.join(COPY, 'index.js'));

test('before init() every call is refused with not-initialised, validate does not throw', () => {
  assert.throws(() => web.analyse(EXAMPLE), (e) => e instanceof web.TablierError && e.code === 'not-initialised');
  assert.throws(() => new web.Game(), (e) => e.code === 'not-initialised');
  assert.deepEqual(web.validate(EXAMPLE).error.code, 'not-initialised');
  assert.equal(web.version(), undefined);
});

test('init() with a bad module rejects, and a later good init() still works', async () => {
  // the rules module, which answers the stateless questions, from its bytes too (Node's fetch
  // reads no file: URL)
  const rules = fs.readFileSync(path.join(PKG, 'rules/tablier_rules_bg.wasm'));
  // not a WebAssembly module: the platform's own CompileError, before any engine code runs
  await assert.rejects(web.init(new Uint8Array([0, 1, 2, 3]), rules), WebAssembly.CompileError);
  const bytes = fs.readFileSync(path.join(PKG, 'tablier_bg.wasm'));
  await web.init(bytes, rules);
  await web.init(); // idempotent: no second fetch
  assert.equal(web.version(), node.version());
});

test('after init() the browser entry answers as the Node entry', () => {
  assert.deepEqual(web.validate(EXAMPLE), node.validate(EXAMPLE));
  assert.deepEqual(web.startPosition('jacquet'), node.startPosition('jacquet'));
  const g = new web.Game(null, { seed: 5 });
  const h = new node.Game(null, { seed: 5 });
  assert.deepEqual(g.roll(), h.roll(), 'the same seed gives the same dice in both builds');
  assert.throws(() => web.withDice(EXAMPLE, [9, 9]), (e) => e instanceof web.TablierError && e.code === 'bad-dice');
  assert.notEqual(web.TablierError, node.TablierError, 'two builds, two instances');
});

test('the default export carries init and the API', () => {
  assert.equal(web.default.init, web.init);
  assert.equal(web.default.Game, web.Game);
});

// The entries list the API's names one by one (an ES module's exports are static): they must
// stay in step with what makeApi (js/api.js) answers.
test('both entries export every name of the API, and only those', () => {
  const names = (m) => Object.keys(m).filter((k) => k !== 'default' && k !== 'init');
  const api = Object.keys(node.default).filter((k) => k !== 'init');
  const expected = [...api].sort();
  assert.deepEqual(names(web).sort(), expected);
  assert.deepEqual(names(node).sort(), expected);
  // The computer player is in the one package.
  for (const k of ['chooseDecision', 'choosePlay']) assert.equal(typeof web[k], 'function', k);
  assert.deepEqual(Object.keys(web.default).filter((k) => k !== 'init').sort(), [...api].sort());
});
