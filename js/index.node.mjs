// Node entry of `tablier`, for `import` and `require` alike (Node ≥ 20.19 requires an ES module
// without a flag), so `TablierError` and `Game` are one class whichever way the package is
// loaded. The games module and the rules module, which answers the stateless questions
// (docs/size.md, "No stateless question twice"), are compiled and instantiated here,
// synchronously, from their bytes: `init()` resolves at once.
import { readFileSync } from 'node:fs';
import * as raw from './web/tablier.js';
import * as rulesRaw from './rules/tablier_rules.js';
import { makeApi } from './api.js';

raw.initSync({ module: readFileSync(new URL('./tablier_bg.wasm', import.meta.url)) });
rulesRaw.initSync({ module: readFileSync(new URL('./rules/tablier_rules_bg.wasm', import.meta.url)) });

const api = makeApi(raw, rulesRaw, () => true);

/** Nothing to wait for in Node: the engine is loaded on import. */
function init() {
  return Promise.resolve();
}

// The API's names, one export each, written in by scripts/build-pkg.sh from the object makeApi
// answers (an ES module's exports are static; the list is written once, there).
export const { /* @API-NAMES@ */ } = api;
export { init };

export default { init, ...api };
