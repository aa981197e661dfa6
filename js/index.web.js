// Browser entry of `tablier`: the ES module build. Call `await init()` once before anything else;
// it fetches `tablier_bg.wasm` next to this file (or the URL, Response or bytes you pass), the
// games module, and with it, in parallel, `rules/tablier_rules_bg.wasm`, the rules module, which
// answers the stateless questions (docs/size.md, "No stateless question twice").
import wasmInit, * as raw from './web/tablier.js';
import rulesInit, * as rulesRaw from './rules/tablier_rules.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_bg.wasm', import.meta.url), [
  [rulesInit, new URL('./rules/tablier_rules_bg.wasm', import.meta.url)],
]);

const api = makeApi(raw, rulesRaw, ready);

export { init };

// The API's names, one export each, written in by scripts/build-pkg.sh from the object
// makeApi answers (an ES module's exports are static; the list is written once, there).
export const { /* @API-NAMES@ */ } = api;

export default { init, ...api };
