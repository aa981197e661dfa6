// The game page's upgrade (not in the npm tarball; www/pkg/light/upgrade.js): the package's API
// over its games module (`tablier_bg.wasm`: the computer, the advice, the partie à écrire) and,
// for the stateless questions, the light module the page is already interactive on, so that the
// upgrade fetches the games module alone (www/whole.js; docs/size.md, "No stateless question
// twice"). The light module has no exercises: the game page asks none.
import wasmInit, * as raw from '../web/tablier.js';
import { makeApi } from '../api.js';
import { makeLoader } from '../loader.js';

/** The package over the games module and `stateless`, the light module's exports (loaded). */
export function over(stateless) {
  const { init, ready } = makeLoader(wasmInit, new URL('../tablier_bg.wasm', import.meta.url));
  return { init, ...makeApi(raw, stateless, ready) };
}
