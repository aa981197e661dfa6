// The computer opponent: plays only what the engine lists as legal, and prefers the play after which
// the rolls to come score best for it — every one of the opponent's 21 possible rolls is analysed by
// the engine, and the play keeping the expected points (its own minus the opponent's) highest wins.

const ROLLS = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) ROLLS.push([a, b, a === b ? 1 : 2]);

/** A small deterministic generator, so that a seeded game stays the same game whoever plays it. */
export function rng(seed) {
  let s = (Number(seed) >>> 0) || 0x9e3779b9;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks one of `plays` for the side to move in `position` (which has its dice).
 * `engine` is the package; `budget` caps the number of analyses (the auto-play of the tests keeps it low).
 */
export function choosePlay(engine, position, plays, { budget = 600, level = 'greedy' } = {}) {
  if (!plays.length) return { moves: [] };
  if (plays.length === 1) return plays[0];
  // the package's own opponent (src/ai.rs), when this build exports it
  if (typeof engine.choosePlay === 'function') {
    try {
      const p = unwrap(engine.choosePlay(position, level));
      if (p && Array.isArray(p.moves)) return p;
    } catch (_) {
      /* fall back on the search below */
    }
  }
  const me = position.turn;
  const them = me === 'white' ? 'black' : 'white';
  // with many plays, look at the likeliest rolls only
  const perPlay = Math.max(1, Math.floor(budget / plays.length));
  const rolls = perPlay >= ROLLS.length ? ROLLS : ROLLS.filter((r) => r[2] === 2).slice(0, Math.min(15, perPlay));
  let best = plays[0];
  let bestValue = -Infinity;
  for (const play of plays) {
    let next;
    try {
      next = unwrap(engine.applyPlay(position, play));
    } catch (_) {
      continue;
    }
    let value = 0;
    let weight = 0;
    for (const [a, b, w] of rolls) {
      try {
        const an = unwrap(engine.analyse({ ...next, dice: [a, b] }));
        value += w * ((an.points[me] || 0) - (an.points[them] || 0));
        weight += w;
      } catch (_) {
        /* a roll the engine cannot analyse here adds nothing */
      }
    }
    const v = weight ? value / weight : 0;
    if (v > bestValue) {
      bestValue = v;
      best = play;
    }
  }
  return best;
}

/** Tenir or s'en aller: leave when the opponent's jeton is high (his points are then wiped out). */
export function chooseDecision(position, engine) {
  if (engine && typeof engine.chooseDecision === 'function') {
    try {
      const d = unwrap(engine.chooseDecision(position));
      if (d === 'hold' || d === 'leave') return d;
    } catch (_) {
      /* the simple rule below */
    }
  }
  const me = position.turn;
  const them = me === 'white' ? 'black' : 'white';
  const theirs = Number(position.score?.[them]?.points) || 0;
  return theirs >= 6 ? 'leave' : 'hold';
}

/** The package answers either plain values or {ok, value} envelopes; this reads both. */
export function unwrap(r) {
  if (r && typeof r === 'object' && 'ok' in r) {
    if (r.ok === false) {
      const e = new Error((r.error && r.error.message) || 'engine refusal');
      e.code = r.error && r.error.code;
      throw e;
    }
    return r.value !== undefined ? r.value : r.position !== undefined ? r.position : r;
  }
  return r;
}
