// Types of `tablier/rules`, the browser's rules module: the stateless questions of `tablier`
// (in Node, `tablier/rules` is the whole package, whose types are tablier.d.ts).
import {
  init,
  TablierError,
  validate,
  analyse,
  legalPlays,
  checkPlay,
  destinations,
  refusal,
  applyPlay,
  toNotation,
  fromNotation,
  startPosition,
  withDice,
  version,
  chances,
} from '../tablier.cjs';

export type * from '../tablier.cjs';
export {
  init,
  TablierError,
  validate,
  analyse,
  legalPlays,
  checkPlay,
  destinations,
  refusal,
  applyPlay,
  toNotation,
  fromNotation,
  startPosition,
  withDice,
  version,
  chances,
};

declare const rules: {
  init: typeof init;
  TablierError: typeof TablierError;
  validate: typeof validate;
  analyse: typeof analyse;
  legalPlays: typeof legalPlays;
  checkPlay: typeof checkPlay;
  destinations: typeof destinations;
  refusal: typeof refusal;
  applyPlay: typeof applyPlay;
  toNotation: typeof toNotation;
  fromNotation: typeof fromNotation;
  startPosition: typeof startPosition;
  withDice: typeof withDice;
  version: typeof version;
  chances: typeof chances;
};
export default rules;
