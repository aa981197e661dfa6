// Browser entry of `tablier/rules`: the stateless questions (a position, its analysis, plays,
// destinations, notation, chances) over the rules module, `tablier_rules_bg.wasm`, a third of
// the whole package's module (docs/size.md); the diagram element loads it. The same functions as
// the package's, from the same Rust built without its `games` feature. Call `await init()` once.
import wasmInit, * as raw from './tablier_rules.js';
import { makeRules } from '../rules.js';
import { makeLoader } from '../loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_rules_bg.wasm', import.meta.url));

const { api } = makeRules(raw, ready);

export { init };

export const {
  TablierError,
  analyse,
  legalPlays,
  applyPlay,
  checkPlay,
  destinations,
  refusal,
  moves,
  validate,
  toNotation,
  fromNotation,
  startPosition,
  withDice,
  version,
  chances,
} = api;

export default { init, ...api };
