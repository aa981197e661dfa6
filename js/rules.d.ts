// Types of `tablier/rules`, the browser's rules module: the stateless questions of `tablier`
// (in Node, `tablier/rules` is the whole package, whose types are tablier.d.ts).
import type tablier from '../tablier.cjs';

export type * from '../tablier.cjs';
// The rules module's names (js/rules.js's makeRules), written in by scripts/build-pkg.sh.
export { init, /* @API-NAMES@ */ } from '../tablier.cjs';

/** The default export: the same functions, without the game objects, the computer or the advice. */
declare const rules: Pick<typeof tablier, 'init' /* @API-NAMES-UNION@ */>;
export default rules;
