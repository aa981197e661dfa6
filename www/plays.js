// Bookkeeping between the engine's plays and the dames a player moves one at a time. No rule here:
// the legal plays come whole from the engine; this module only says which of them are still open
// once some single-die moves have been made, where a picked dame may still go (tout d'une included,
// as two moves of one open play), and what the board looks like half-way through a roll.

const key = (m) => `${m[0]}>${m[1]}`;

/** The moves of `play` left once `made` are taken out (as a multiset), or null if `made` is not in it. */
export function remaining(play, made) {
  const left = play.moves.map((m) => [String(m[0]), String(m[1])]);
  for (const m of made) {
    const i = left.findIndex((x) => key(x) === key(m));
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/** The plays still open after `made`. */
export function openPlays(plays, made) {
  return plays.filter((p) => remaining(p, made) !== null);
}

/** The play that `made` completes, if any (same moves, any order). */
export function completed(plays, made) {
  return plays.find((p) => {
    const left = remaining(p, made);
    return left !== null && left.length === 0;
  }) || null;
}

/**
 * Where each dame may go next: Map from → Map to → moves (one move, or a chain of moves of one open
 * play that carries the same dame on: tout d'une). `counts` (the mover's dames as now drawn) keeps
 * to flèches that hold a dame: a move out of an empty flèche is the second half of a tout d'une.
 */
export function destinations(plays, made, counts = null) {
  const out = new Map();
  for (const p of plays) {
    const left = remaining(p, made);
    if (!left || left.length === 0) continue;
    const walk = (from, at, chain, pool) => {
      for (let i = 0; i < pool.length; i++) {
        const m = pool[i];
        if (m[0] !== at) continue;
        const next = [...chain, m];
        if (!out.has(from)) out.set(from, new Map());
        const dests = out.get(from);
        const known = dests.get(m[1]);
        if (!known || known.length > next.length) dests.set(m[1], next);
        if (m[1] !== 'off') walk(from, m[1], next, pool.filter((_, j) => j !== i));
      }
    };
    for (const m of left) if (!counts || (counts[m[0]] || 0) > 0) walk(m[0], m[0], [], left);
  }
  return out;
}

/** dests in the board's shape: {from: [to, …]}. */
export function boardDests(dests) {
  const out = new Map();
  for (const [from, tos] of dests) out.set(from, [...tos.keys()]);
  return out;
}

/** A side's step for a flèche on its own path (docs/interchange.md: for White Bk is k, Nk is 25−k). */
export function step(side, name, game = 'trictrac') {
  if (name === 'off') return 25;
  const k = Number(String(name).slice(1));
  const own = side === 'white' ? 'B' : 'N';
  if (game === 'jacquet' && side === 'black') return String(name)[0] === 'N' ? 13 - k : 12 + k;
  return String(name)[0] === own ? k : 25 - k;
}

/** The inverse of `step` for Trictrac: the flèche at a side's own step (1–24). */
export function flecheAt(side, s) {
  const own = side === 'black' ? 'N' : 'B';
  const opp = side === 'black' ? 'B' : 'N';
  return s <= 12 ? `${own}${s}` : `${opp}${25 - s}`;
}

/** The dice a list of moves has used up (for drawing them dimmed); an excédant bearing-off uses a larger die. */
export function usedDice(position, moves) {
  const dice = Array.isArray(position.dice) ? [...position.dice] : [];
  const free = [...dice];
  const used = [];
  for (const [from, to] of moves) {
    const d = step(position.turn, to, position.game) - step(position.turn, from, position.game);
    let i = free.indexOf(d);
    if (i < 0 && to === 'off') {
      const bigger = free.filter((x) => x > d).sort((a, b) => a - b);
      if (bigger.length) i = free.indexOf(bigger[0]);
    }
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
