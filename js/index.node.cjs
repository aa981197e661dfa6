// Node entry of `tablier` (CommonJS; the ES module entry re-exports it), pkg/cjs/index.js. The engine loads
// synchronously when this file is required, so `init()` resolves at once: the games module and the
// rules module, which answers the stateless questions (docs/size.md, "No stateless question twice").
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const raw = require('./tablier.js');
const rulesRaw = require('./tablier_rules.js');
// The web glues, as CommonJS: compiled and instantiated here, synchronously, from the bytes.
raw.initSync({ module: fs.readFileSync(path.join(__dirname, '..', 'tablier_bg.wasm')) });
rulesRaw.initSync({ module: fs.readFileSync(path.join(__dirname, '..', 'rules', 'tablier_rules_bg.wasm')) });
const { makeApi } = require('./api.js');

const api = makeApi(raw, rulesRaw, () => true);

/** Nothing to wait for in Node: the engine is loaded on require. */
function init() {
  return Promise.resolve();
}

module.exports = { init, ...api };
