// The façons of a beaten dame: which dame beats it, by which number, à vrai or à faux. The engine's
// analysis (docs/interchange.md) gives a battery's flèche (`at`) and its count (`ways`); the façons
// themselves are read here off the position and the dice, the same way the engine counts them
// (src/trictrac/jans/battre.rs; RULINGS 7–8; 000 BATTRE UNE DAME), so that the page can name them.
// Kept in the page, not in the package, to add nothing to its WebAssembly. tests/node/facons.test.mjs
// checks over many positions and every roll that the façons listed always number the engine's `ways`.

import { step, flecheAt } from './plays.js';

/**
 * The façons of one battre-dame or battre-dame-a-faux jan of an analysis, for the position of the
 * roll (its dice, its `turn` the side that rolled and whose dames beat). Each is
 * `{from, numbers, together, vrai}`: the beating dame's flèche; the die's number, or both numbers
 * when they beat tout d'une; and whether it beats à vrai (a direct number, or tout d'une through a
 * repos pour battre) or à faux (tout d'une with no repos: the points go to the other side).
 * A jan of another kind, or a position without dice, has none: [].
 */
export function facons(position, jan) {
  if (!position || !jan || !Array.isArray(position.dice) || position.dice.length !== 2) return [];
  if (jan.jan !== 'battre-dame' && jan.jan !== 'battre-dame-a-faux') return [];
  if ((position.game || 'trictrac') !== 'trictrac' || !jan.at) return [];
  const mover = position.turn === 'black' ? 'black' : 'white';
  const opponent = mover === 'white' ? 'black' : 'white';
  const at = (side, s) => (s >= 1 && s <= 24 ? Number((position[side] || {})[flecheAt(mover, s)]) || 0 : 0);
  const own = (s) => at(mover, s);
  const opp = (s) => at(opponent, s);
  const [a, b] = position.dice.map(Number);
  // RULINGS 7: each die's number (a doublet's once), and both together
  const direct = a === b ? [a] : [a, b];
  const together = a + b;
  const target = step(mover, jan.at);
  const wantVrai = jan.jan === 'battre-dame';
  const out = [];
  if (wantVrai) {
    for (const n of direct) {
      if (target > n && own(target - n) > 0) out.push({ from: flecheAt(mover, target - n), numbers: [n], together: false, vrai: true });
    }
  }
  if (target > together && own(target - together) > 0) {
    const from = target - together;
    // RULINGS 8: a repos pour battre is any flèche but one the opponent has covered (two or more)
    const repos = direct.filter((n) => opp(from + n) <= 1).map((n) => flecheAt(mover, from + n));
    const vrai = repos.length > 0;
    if (vrai === wantVrai) out.push({ from: flecheAt(mover, from), numbers: [a, b], together: true, vrai, repos });
  }
  return out;
}
