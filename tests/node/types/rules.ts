// Compiled by tests/node/pack.test.mjs with a bundler's resolution: `tablier/rules`'s own types.
import rules, { init, analyse, legalPlays, chances, TablierError, type Analysis, type Play, type Position } from 'tablier/rules';

await init();
const p: Position = { white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [3, 5] };
const a: Analysis = analyse(p);
const plays: Play[] = legalPlays(p);
const c = chances(p);
console.log(a.plays.length, plays.length, c, rules.toNotation(p), new TablierError('bad-json', 'y').code);

// @ts-expect-error: the rules module holds no game
rules.Game;
// @ts-expect-error: nor the computer
rules.choosePlay(p, 'maître');
