// Bookkeeping between the engine and the dames a player moves one at a time. No rule and no
// arithmetic here: where a picked dame may go (by one move or tout d'une, with the chain of
// single-die moves that carries it), the dice the moves made spend and the play they complete are
// the rules' answer `moves(position, soFar)` — the game's own, under its options, on the game
// page; the stateless one on a lone board. This module only turns that answer into the board's
// shape, and draws the board half-way through a roll.

/** What the rules answer when they answer nothing (asked before a roll, or refused). */
const NONE = { spent: [], moves: [], complete: null };

/** The rules' moves after `made` ({spent, moves, complete}), or none. */
export function movesOf(rules, position, made) {
  try {
    return rules.moves(position, made) || NONE;
  } catch (_) {
    return NONE;
  }
}

/** Where a destination's chain (one move, or tout d'une) takes the dame from, and to. */
const ends = (chain) => [chain.moves[0][0], chain.moves[chain.moves.length - 1][1]];

/** Where each dame may go, in the board's shape: Map from → [to, …]. */
export function boardDests(answer) {
  const out = new Map();
  for (const chain of answer.moves) {
    const [from, to] = ends(chain);
    if (!out.has(from)) out.set(from, []);
    out.get(from).push(to);
  }
  return out;
}

/** The single-die moves that carry a dame from `from` to `to` (one, or a tout d'une chain), or null. */
export function chainOf(answer, from, to) {
  const chain = answer.moves.find((c) => {
    const [f, t] = ends(c);
    return f === from && t === to;
  });
  return chain ? chain.moves.map((mv) => [...mv]) : null;
}

/** The position as drawn after some of the mover's dames have been moved (not a new game state). */
export function moved(position, moves) {
  const side = position.turn;
  const counts = { ...(position[side] || {}) };
  for (const [from, to] of moves) {
    counts[from] = (counts[from] || 0) - 1;
    if (counts[from] <= 0) delete counts[from];
    if (to !== 'off') counts[to] = (counts[to] || 0) + 1;
  }
  return { ...position, [side]: counts };
}
