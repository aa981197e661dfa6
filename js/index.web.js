// Browser entry of `tablier`: the ES module build. Call `await init()` once before anything else;
// it fetches `tablier_bg.wasm` next to this file (or the URL, Response or bytes you pass).
import wasmInit, * as raw from './web/tablier.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_bg.wasm', import.meta.url));

const api = makeApi(raw, ready);

export { init };

// The API's names, one export each, written in by scripts/build-pkg.sh from the object
// makeApi answers (an ES module's exports are static; the list is written once, there).
export const { /* @API-NAMES@ */ } = api;

export default { init, ...api };
