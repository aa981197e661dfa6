// The record module (not in the npm tarball; www/pkg/record/, dist/tablier/pkg/record/): a game
// record read back and stepped through, for <tablier-record> and the diagrams on its page, over
// `tablier_record_bg.wasm`, the bindings crate built with its `replay` feature alone
// (crates/tablier-wasm/Cargo.toml): the stateless questions (rules.js) and the package's own `Game`
// and `JacquetGame` classes (games.js), whose engine side has `fromRecord`, `state` and `frames`
// only, at 60% of the light module's size (docs/size.md, "The record module"). scripts/build-pkg.sh
// bundles it into one file with its glue.
import wasmInit, * as raw from './tablier_record.js';
import { makeRules } from '../rules.js';
import { makeGames } from '../games.js';
import { makeLoader } from '../loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_record_bg.wasm', import.meta.url));

const { api: rules, kit } = makeRules(raw, ready);
// (its classes read records back only: the names js/games.js writes by hand, `rollRandom` among
// them, are the other modules' to have)
const { Game, JacquetGame } = makeGames(raw, kit, { partial: true });

export { init, Game, JacquetGame };

// The stateless questions' names, one export each, written in by scripts/build-pkg.sh (as
// rules/index.js's).
export const { /* @API-NAMES@ */ } = rules;

export default { init, ...rules, Game, JacquetGame };
