// Node ES module entry of `tablier`: the same instance as the CommonJS entry, so `TablierError`
// and `Game` are one class whichever way the package is loaded.
import api from './cjs/index.js';

export const {
  init,
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

export default api;
