// Bookkeeping between the engine and the dames a player moves one at a time. No rule here: where a
// picked dame may go once some moves of this roll are made is the engine's `destinations`, and a
// play is complete when the engine has no move left to offer. This module only chains two of the
// engine's single-die moves of one dame into one drag (tout d'une), and draws the board half-way
// through a roll.

/** The engine's next single-die moves after `made`, as a Map from → [to, …] (empty when none, or when asked before a roll). */
function next(engine, position, made) {
  let d = {};
  try {
    d = engine.destinations(position, made) || {};
  } catch (_) {
    d = {};
  }
  return new Map(Object.entries(d).map(([from, tos]) => [from, [...tos]]));
}

/**
 * Where each dame may go next: Map from → Map to → moves (one move, or a chain of the engine's
 * moves that carries the same dame on: tout d'une, the shortest chain kept).
 */
export function destinations(engine, position, made) {
  const out = new Map();
  const walk = (from, at, chain, depth) => {
    const tos = next(engine, position, [...made, ...chain]).get(at) || [];
    for (const to of tos) {
      const moves = [...chain, [at, to]];
      if (!out.has(from)) out.set(from, new Map());
      const dests = out.get(from);
      const known = dests.get(to);
      if (!known || known.length > moves.length) dests.set(to, moves);
      if (to !== 'off' && depth < 3) walk(from, to, moves, depth + 1);
    }
  };
  for (const from of next(engine, position, made).keys()) walk(from, from, [], 0);
  return out;
}

/** dests in the board's shape: {from: [to, …]}. */
export function boardDests(dests) {
  const out = new Map();
  for (const [from, tos] of dests) out.set(from, [...tos.keys()]);
  return out;
}

/**
 * The play `made` completes, if any: once the rules (the game's own, or the engine's) offer no
 * further move after moves they offered one by one, the listed play with the same moves (any
 * order), or the moves as made (the engine lists one play per outcome: a dame played tout d'une
 * by 1 then 2 is listed as by 2 then 1); else null.
 */
export function completed(rules, position, plays, made) {
  if (!made.length) return null;
  try {
    const left = rules.destinations(position, made) || {};
    if (Object.keys(left).length > 0) return null;
  } catch (_) {
    return null;
  }
  const key = (moves) => moves.map((m) => `${m[0]}>${m[1]}`).sort().join(' ');
  const k = key(made);
  return plays.find((p) => key(p.moves) === k) || { moves: made.map((m) => [...m]) };
}

/** How far along its own path a side's flèche lies (docs/interchange.md flèche names), for `usedDice` only. */
function step(side, name, game = 'trictrac') {
  if (name === 'off') return 25;
  const k = Number(String(name).slice(1));
  const own = side === 'white' ? 'B' : 'N';
  if (game === 'jacquet' && side === 'black') return String(name)[0] === 'N' ? 13 - k : 12 + k;
  return String(name)[0] === own ? k : 25 - k;
}

/**
 * The dice a list of moves has used up, for drawing them dimmed. The engine's answers do not say
 * which die a move spent, so the page reads it off the move's length (a bearing-off shorter than
 * every die left spent the smallest larger one; a move of no die's length, one die). It decides
 * nothing: a dimmed die is only drawn, one per move the engine accepted.
 */
export function usedDice(position, moves) {
  const free = Array.isArray(position.dice) ? [...position.dice] : [];
  const used = [];
  for (const [from, to] of moves) {
    const d = step(position.turn, to, position.game) - step(position.turn, from, position.game);
    let i = free.indexOf(d);
    if (i < 0 && to === 'off') {
      const bigger = free.filter((x) => x > d).sort((a, b) => a - b);
      if (bigger.length) i = free.indexOf(bigger[0]);
    }
    // a coin taken par puissance spans no die's number: it spends one all the same
    if (i < 0 && free.length) i = 0;
    if (i >= 0) used.push(free.splice(i, 1)[0]);
  }
  return used;
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
