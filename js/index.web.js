// Browser entry of `tablier`: the ES module build. Call `await init()` once before anything else;
// it fetches `tablier_bg.wasm` next to this file (or the URL, Response or bytes you pass).
import wasmInit, * as raw from './web/tablier.js';
import { makeApi } from './api.js';

let loaded = false;
let loading = null;

/** Loads the engine; resolves when it is ready. Safe to call more than once. */
export function init(input) {
  if (loaded) return Promise.resolve();
  if (!loading) {
    const module_or_path = input ?? new URL('./tablier_bg.wasm', import.meta.url);
    loading = wasmInit({ module_or_path }).then(
      () => {
        loaded = true;
      },
      (e) => {
        loading = null;
        throw e;
      },
    );
  }
  return loading;
}

const api = makeApi(raw, () => loaded);

export const {
  TablierError,
  Game,
  JacquetGame,
  PartieAEcrire,
  analyse,
  legalPlays,
  applyPlay,
  checkPlay,
  destinations,
  refusal,
  validate,
  toNotation,
  fromNotation,
  startPosition,
  withDice,
  version,
  checkEcole,
  checkEcolePoints,
  fausseCase,
  choosePlay,
  chooseDecision,
  chances,
  levels,
  hints,
  review,
  sheet,
} = api;

export default { init, ...api };
