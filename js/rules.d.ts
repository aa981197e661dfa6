// Types of `tablier/rules`, the browser's rules module: the stateless questions of `tablier`
// (in Node, `tablier/rules` is the whole package, whose types are tablier.d.ts).
import type tablier from '../tablier.cjs';

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
  moves,
  applyPlay,
  toNotation,
  fromNotation,
  startPosition,
  withDice,
  version,
  chances,
} from '../tablier.cjs';

/** The default export: the same functions, without the game objects, the computer or the advice. */
declare const rules: Pick<
  typeof tablier,
  | 'init'
  | 'TablierError'
  | 'validate'
  | 'analyse'
  | 'legalPlays'
  | 'checkPlay'
  | 'destinations'
  | 'refusal'
  | 'moves'
  | 'applyPlay'
  | 'toNotation'
  | 'fromNotation'
  | 'startPosition'
  | 'withDice'
  | 'version'
  | 'chances'
>;
export default rules;
