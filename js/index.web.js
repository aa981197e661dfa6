// Browser entry of `tablier`: the ES module build. Call `await init()` once before anything else;
// it fetches `tablier_bg.wasm` next to this file (or the URL, Response or bytes you pass).
import wasmInit, * as raw from './web/tablier.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

const { init, ready } = makeLoader(wasmInit, new URL('./tablier_bg.wasm', import.meta.url));

const api = makeApi(raw, ready);

export { init };

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
  moves,
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
