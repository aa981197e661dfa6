// The package's fuzz inputs (docs/limits.md), shared by tests/node/fuzz.test.mjs (every function
// and method of the package) and tests/node/agree.test.mjs (the command line and the package on
// one corpus): a seeded generator, valid seeds from seeded games, the mutations applied to them,
// and hostile values. Deterministic: the same seed gives the same inputs everywhere.
import fs from 'node:fs';
import path from 'node:path';
import { tablier, PKG } from './helpers.mjs';

const { Game, JacquetGame, PartieAEcrire, startPosition, toNotation, legalPlays } = tablier;

import { MAX_INPUT, SPICE, describe, makeHostile, mutateText, randomJson, randomText, swapNode } from './fuzz-hostile.mjs';

export { MAX_INPUT, SPICE, describe, makeHostile, mutateText, randomJson, randomText, swapNode };

/** A number from the environment, or `fallback`. */
export function envInt(name, fallback) {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

/** Marsaglia's xorshift128: tiny, fast, and the same everywhere. */
export class Rng {
  constructor(seed) {
    this.x = seed >>> 0 || 0x9e3779b9;
    this.y = 362436069;
    this.z = 521288629;
    this.w = 88675123;
    for (let i = 0; i < 20; i++) this.u32();
  }

  u32() {
    const t = (this.x ^ (this.x << 11)) >>> 0;
    this.x = this.y;
    this.y = this.z;
    this.z = this.w;
    this.w = (this.w ^ (this.w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return this.w;
  }

  /** A whole number 0 ≤ n < `n` (0 when `n` ≤ 0). */
  below(n) {
    return n > 0 ? Math.floor((this.u32() / 4294967296) * n) : 0;
  }

  /** True with probability `p`. */
  chance(p) {
    return this.u32() < p * 4294967296;
  }

  pick(a) {
    return a[this.below(a.length)];
  }

  /** One of `[weight, value]` pairs, by weight. */
  weighted(pairs) {
    let total = 0;
    for (const [w] of pairs) total += w;
    let r = this.below(total);
    for (const [w, v] of pairs) {
      if (r < w) return v;
      r -= w;
    }
    return pairs[pairs.length - 1][1];
  }
}

/** Every stable code a refusal may carry: the ErrorCode union of the package's types. */
export const CODES = (() => {
  const dts = fs.readFileSync(path.join(PKG, 'tablier.d.cts'), 'utf8');
  const codes = new Set();
  for (const name of ['RuleCode', 'ErrorCode', 'RecordCode']) {
    const m = dts.match(new RegExp(`export type ${name} =([\\s\\S]*?);`));
    if (!m) throw new Error(`no type ${name} in tablier.d.cts`);
    for (const x of m[1].matchAll(/'([a-z0-9-]+)'/g)) codes.add(x[1]);
  }
  // The wrapper's own: neither is an answer to an input (the module failing is a trap, and Node
  // loads the engine on import).
  codes.delete('engine-failure');
  codes.delete('not-initialised');
  return codes;
})();

/**
 * Valid inputs, from the start positions and from seeded games of both games played through the
 * package: positions before and after the roll, the legal plays of each roll, marks, scores,
 * records and saves at every moment of a game, sheet requests.
 */
export function makeSeeds(seed = 18) {
  const rng = new Rng(seed);
  const s = {
    positions: [startPosition('trictrac'), startPosition('jacquet')],
    rolled: [],
    plays: [], // [position with dice, its legal plays]
    scores: [],
    records: [],
    saves: [],
    jsaves: [],
    marked: [],
    points: [],
    sheets: [],
    esaves: [],
  };
  for (let k = 0; k < 4; k++) {
    const g = new Game(null, { seed: 100 + k });
    for (let step = 0; step < 260 && !g.isOver(); step++) {
      const phase = g.phase();
      if (phase === 'roll') {
        s.positions.push(g.position());
        g.roll();
      } else if (phase === 'decide') {
        s.positions.push(g.position());
        g.decide(rng.chance(0.5) ? 'hold' : 'leave');
      } else {
        const p = g.position();
        const plays = g.plays();
        s.rolled.push(p);
        s.plays.push([p, plays]);
        g.play(plays.length ? rng.pick(plays) : { moves: [] });
      }
      s.scores.push(g.score());
      if (step % 23 === 0 || g.isOver()) {
        s.records.push(g.toRecord());
        s.saves.push(g.toJSON());
      }
    }
    s.records.push(g.toRecord());
    s.saves.push(g.toJSON());
    g.free();
  }
  for (let k = 0; k < 2; k++) {
    const g = new JacquetGame({ seed: 200 + k, target: 2 });
    for (let step = 0; step < 400 && !g.isOver(); step++) {
      if (g.phase() === 'first') g.firstThrow();
      else if (g.phase() === 'roll') {
        s.positions.push(g.position());
        g.roll();
      } else {
        const p = g.position();
        const plays = g.plays();
        s.rolled.push(p);
        s.plays.push([p, plays]);
        g.play(plays.length ? rng.pick(plays) : { moves: [] });
      }
      if (step % 41 === 0) s.jsaves.push(g.toJSON());
    }
    s.jsaves.push(g.toJSON());
    g.free();
  }
  // What the sides marked for a roll (docs/ecole.md), and the points of a roll without a board.
  for (const [i, [p, plays]] of s.plays.entries()) {
    if (p.game === 'jacquet') continue;
    const mover = p.turn;
    const other = mover === 'white' ? 'black' : 'white';
    const marked = { [mover]: { points: (i * 5) % 13, touched: i % 2 === 0 } };
    if (plays.length && i % 3 === 0) marked[mover].play = plays[0];
    if (i % 4 === 0) marked[other] = { points: i % 5 };
    if (i % 7 === 0) marked[mover] = { jeton: i % 12, holes: i % 3 };
    s.marked.push([p, marked]);
    s.points.push([p.score, mover, { white: (i * 7) % 40, black: (i * 3) % 13 }, i % 2 ? marked : null]);
  }
  // Sheets from the marqués' gains (the seeded form plays whole games: a few, kept small).
  const won = (side, trous = 12) => [{ side, trous: 6 }, { side, trous: trous - 6, left: false }];
  s.sheets.push(
    { marques: 2, gains: [[{ side: 'white', trous: 3, left: true }]] },
    { marques: 2, first: { primaute: 0, other: 1 }, gains: [[{ side: 'white', trous: 6, left: true }], won('black')] },
    { formation: 'tete-a-tete', convention: 'base', marques: 3, gains: [won('white'), won('black'), won('white')] },
    { formation: 'chouette', marques: 2, jetons_de_queue: 1, cinq: 'rien', gains: [won('black', 13)] },
    { marques: 1, seed: 7, levels: ['greedy'] },
  );
  // Parties à écrire saved at some moments: the start, mid-marqué, after a marqué closed.
  for (const [k, agreement] of [{ marques: 2 }, { formation: 'chouette', marques: 2 }, { formation: 'a-tourner', marques: 3 }].entries()) {
    const p = new PartieAEcrire(agreement, { seed: 30 + k });
    s.esaves.push(p.toRecord());
    for (let step = 0; step < 400 && !p.isOver(); step++) {
      p.stepComputer(['débutant']);
      if (step % 97 === 40) s.esaves.push(p.toRecord());
    }
    p.free();
  }
  return s;
}


/**
 * Arguments of every kind, seeded: a valid seed (as a value, or as text where text is read), a
 * seed mutated as text, a seed with one node swapped for an arbitrary or hostile value, arbitrary
 * JSON or text, a hostile value, or text at or over the limit.
 */
export class Inputs {
  constructor(rng, seeds, hostile) {
    this.rng = rng;
    this.s = seeds;
    this.h = hostile;
    this.positionsAll = [...seeds.positions, ...seeds.rolled];
    this.notations = this.positionsAll.map((p) => toNotation(p));
    this.texts = [...this.positionsAll.map((p) => JSON.stringify(p)), ...this.notations];
  }

  hostileValue() {
    const r = this.rng;
    if (r.chance(0.01)) return r.pick(this.h.large);
    return r.pick(this.h.values);
  }

  /** Any value at all: arbitrary JSON, text, a hostile value. */
  anything() {
    const r = this.rng;
    return r.weighted([
      [3, () => randomJson(r)],
      [2, () => randomText(r)],
      [4, () => this.hostileValue()],
      [1, () => this.seedOf(r.pick(KINDS))],
    ])();
  }

  /** A valid value of a kind. */
  seedOf(kind) {
    const r = this.rng;
    const s = this.s;
    switch (kind) {
      case 'position':
        return r.pick(this.positionsAll);
      case 'rolled':
        return r.pick(s.rolled);
      case 'notation':
        return r.pick(this.notations);
      case 'play': {
        const [, plays] = r.pick(s.plays);
        return plays.length ? r.pick(plays) : { moves: [] };
      }
      case 'moves': {
        const [, plays] = r.pick(s.plays);
        const p = plays.length ? r.pick(plays) : { moves: [] };
        return p.moves.slice(0, r.below(p.moves.length + 1));
      }
      case 'move': {
        const [, plays] = r.pick(s.plays);
        const p = plays.length ? r.pick(plays) : { moves: [['B1', 'B6']] };
        return p.moves.length ? r.pick(p.moves) : ['B1', 'B6'];
      }
      case 'dice':
        return [1 + r.below(6), 1 + r.below(6)];
      case 'level':
        return r.pick(['débutant', 'amateur', 'fort', 'maître', 'random', 'greedy', 'expert', null]);
      case 'decision':
        return r.pick(['hold', 'leave']);
      case 'side':
        return r.pick(['white', 'black']);
      case 'game':
        return r.pick(['trictrac', 'jacquet', null]);
      case 'score':
        return r.pick(s.scores);
      case 'points':
        return { white: r.below(40), black: r.below(13) };
      case 'marked':
        return r.pick(s.marked)[1];
      case 'record':
        return r.pick(s.records);
      case 'save':
        return r.pick(s.saves);
      case 'jsave':
        return r.pick(s.jsaves);
      case 'sheet':
        return r.pick(s.sheets);
      case 'options':
        return r.pick([{}, { seed: r.below(1000) }, { seed: 'graine' }, { game: 'trictrac', seed: 3 }, { seed: r.below(1000), fausseCase: true }]);
      case 'agreement':
        return r.pick([
          { marques: 1 + r.below(3) },
          { formation: 'chouette', marques: 2, convention: 'annexe-geometric' },
          { formation: 'a-tourner', marques: 3, jetons_de_queue: 1 },
          { formation: 'equipes', marques: 2, convention: 'sans-lever', cinq: 'rien', queue_generale: 1 },
        ]);
      case 'eoptions':
        return r.pick([{}, { seed: r.below(1000) }, { seed: 'graine' }]);
      case 'esave':
        return r.pick(s.esaves);
      case 'levels':
        return r.pick([['débutant'], ['amateur', 'débutant'], null, []]);
      case 'joptions':
        return r.pick([
          {},
          { seed: r.below(1000) },
          { seed: 5, target: 1 + r.below(5) },
          { options: { bouchon: r.pick(['allowed', 'forbidden', 'until-last-fleche']), sortie_talon_adverse: r.chance(0.5), bareme: r.pick(['simple', 'table']) } },
        ]);
      case 'rate':
        return r.below(11) / 10;
      case 'droit':
        return {
          droit: r.pick(['refuse-leave', 'acquiesce', 'force-fill', 'forbid-fill', 'choose-jeton', 'contest-ecole']),
          ...(r.chance(0.3) ? { by: r.pick(['white', 'black']) } : {}),
          ...(r.chance(0.3) ? { jeton: r.pick(['first', 'second']) } : {}),
        };
      case 'jeton':
        return r.pick(['first', 'second']);
      case 'attempt':
        return Inputs.attemptOf(r, (() => {
          const [, plays] = r.pick(s.plays);
          return plays.length ? r.pick(plays) : { moves: [['B1', 'B6']] };
        })());
      case 'option':
        return r.below(5);
      default:
        throw new Error(`no seed of kind ${kind}`);
    }
  }

  /** Whether a kind is read as text when given a string (a position, a notation, a record). */
  /** A play as a fausse case's attempt: its moves, now and then a dame put a flèche short or beyond, a dame touched, "J'adoube". */
  static attemptOf(r, play) {
    const names = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10', 'B11', 'B12', 'N12', 'N11', 'N10', 'N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3', 'N2', 'N1'];
    const moves = play.moves.map(([f, t]) => {
      if (!r.chance(0.5)) return [f, t];
      const i = names.indexOf(t);
      if (i < 0) return [f, t];
      const j = Math.max(0, Math.min(names.length - 1, i + r.pick([-2, -1, 1, 2])));
      return [f, names[j]];
    });
    const a = { moves };
    if (r.chance(0.2)) a.touched = [r.pick(names)];
    if (r.chance(0.1)) a.adoube = true;
    return a;
  }

  static textual(kind) {
    return kind === 'position' || kind === 'rolled' || kind === 'notation' || kind === 'record';
  }

  /** The text a seed is written as. */
  textOf(kind, v) {
    if (kind === 'notation') return v;
    if ((kind === 'position' || kind === 'rolled') && this.rng.chance(0.5)) {
      try {
        return toNotation(v);
      } catch {
        // not a position: as JSON
      }
    }
    return JSON.stringify(v) ?? 'null';
  }

  /** An argument meant to be of `kind` (from `own` when given, else from the seeds), or anything else. */
  arg(kind, own) {
    const r = this.rng;
    const seed = () => (own === undefined ? this.seedOf(kind) : own);
    const mode = r.below(100);
    let v;
    if (mode < 40) {
      v = seed();
      if (Inputs.textual(kind) && r.chance(0.4)) v = this.textOf(kind, v);
    } else if (mode < 68) {
      const text = mutateText(r, this.textOf(kind, seed()), r.pick(this.texts));
      if (Inputs.textual(kind) && r.chance(0.7)) v = text;
      else {
        try {
          v = JSON.parse(text);
        } catch {
          v = text;
        }
      }
    } else if (mode < 85) {
      v = swapNode(r, seed(), r.chance(0.5) ? randomJson(r, 2) : this.hostileValue());
    } else if (mode < 92) {
      v = this.seedOf(r.pick(KINDS)); // a valid value of another kind
    } else {
      v = this.anything();
    }
    if (kind === 'sheet') v = Inputs.smallSheet(v);
    return v;
  }

  /**
   * A sheet request that plays its marqués from a seed plays at most two (each is a whole game
   * of computer players, some 0.2 s): the harness's own bound, for time (the engine plays at
   * most 18, `MAX_PLAYED_MARQUES`).
   */
  static smallSheet(v) {
    try {
      return Inputs.smallSheetOf(v);
    } catch {
      return v; // a revoked proxy, a throwing getter: refused before the engine reads anything
    }
  }

  static smallSheetOf(v) {
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const d = Object.getOwnPropertyDescriptor(v, 'marques');
      if (d && 'value' in d && typeof d.value === 'number' && d.value > 2 && !Object.hasOwn(v, 'gains')) {
        try {
          return { ...v, marques: 1 };
        } catch {
          return v; // a getter that throws: refused before the engine reads anything
        }
      }
    }
    return v;
  }
}

export const KINDS = ['position', 'rolled', 'notation', 'play', 'moves', 'move', 'dice', 'level', 'decision', 'side', 'game',
  'score', 'points', 'marked', 'record', 'save', 'jsave', 'sheet', 'options', 'joptions', 'rate', 'droit', 'jeton',
  'agreement', 'eoptions', 'esave', 'levels', 'attempt', 'option'];
