// The game page's light module (not in the npm tarball; www/pkg/light/, dist/tablier/pkg/light/):
// the package's API over `tablier_light_bg.wasm`, the bindings crate built with its `games`
// feature alone (crates/tablier-wasm/Cargo.toml): the stateless questions and the game objects
// of Trictrac and Jacquet, the same classes as the whole package's without their computer
// (computerPlay, hints, review, …) and without the partie à écrire. The page is interactive on it
// and moves its game to the whole package once that is loaded (www/whole.js; docs/size.md).
import wasmInit, * as raw from './tablier_light.js';
import { makeApi } from '../api.js';
import { makeLoader } from '../loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_light_bg.wasm', import.meta.url));

// One module answers both the stateless questions and the games.
const api = makeApi(raw, raw, ready);

export { init };

// The module's own exports, which the page's upgrade (js/index.upgrade.js) keeps asking the
// stateless questions once the games have moved to the package's games module.
export { raw as stateless };

// The API's names, one export each, written in by scripts/build-pkg.sh (as js/index.web.js's).
export const { /* @API-NAMES@ */ } = api;

export default { init, ...api };
