// Node entry of `tablier` (CommonJS; the ES module entry re-exports it). The engine loads
// synchronously when this file is required, so `init()` resolves at once.
'use strict';
const raw = require('./node/tablier.cjs');
const { makeApi } = require('./api.cjs');

const api = makeApi(raw, () => true);

/** Nothing to wait for in Node: the engine is loaded on require. */
function init() {
  return Promise.resolve();
}

module.exports = { init, ...api };
