// The package fuzz harness's games (docs/limits.md, issue 26): random walks of valid and invalid
// calls over every kind of game — a tour (the partie of 12 trous, its primauté drawn by lot), one
// with the fausse case (`attempt`, the opponent's choice), one marked by hand with the opponent's
// rights (`markEcole`, `droits`, `exercise`…), the Jacquet partie, a partie à écrire and its
// marqués and its sheet — asserting, besides what every call is held to (fuzz-tally.mjs):
//   - a refused call leaves the game as it was: its record (`toRecord()`), position, phase,
//     score, its pending fausse case and its rights;
//   - a question leaves it as it was even when answered; an accepted `undo()` gives back the game
//     before the step;
//   - a record written at any moment reads back to the same game, and that game gives the same
//     answer as the first to the next call (accepted or refused alike, with the same code).
import { tablier } from './helpers.mjs';
import { Inputs, describe } from './fuzz-inputs.mjs';
import { Tally, attempt, call, json, pause, same } from './fuzz-tally.mjs';

const { TablierError, Game, JacquetGame, PartieAEcrire, checkEcole } = tablier;

/** How many of the last steps' games are kept to check `undo` against (each is a whole record). */
const UNDO_KEPT = 12;

/** A game's state as its public methods show it: all a refused call must leave as it was. */
function snap(g) {
  const state = [g.toRecord(), g.position(), g.phase(), g.dice(), g.score(), g.history().length];
  if (g instanceof Game) state.push(g.pendingFausseCase(), g.droits());
  return json(state);
}

// Methods of each game: the kinds of their arguments, whether they change the game when
// accepted ('step': a step undo takes back; 'change': a change undo may not take back; 'ask':
// nothing changes).
const GAME = {
  load: [['position'], 'change'],
  roll: [['dice'], 'step'],
  decide: [['decision'], 'step'],
  hold: [[], 'step'],
  leave: [[], 'step'],
  play: [['play'], 'step'],
  computerPlay: [['level'], 'ask'],
  computerDecision: [['level'], 'ask'],
  hints: [[], 'ask'],
  review: [['side'], 'ask'],
  computerMarks: [['rate'], 'ask'],
  markEcole: [['marked'], 'change'],
  checkEcole: [['marked'], 'ask'],
  droits: [[], 'ask'],
  exercise: [['droit'], 'step'],
  refuseLeave: [[], 'step'],
  acquiesce: [[], 'step'],
  forceFill: [['play'], 'step'],
  forbidFill: [[], 'step'],
  chooseJeton: [['jeton'], 'step'],
  contestEcole: [[], 'step'],
  computerDroits: [['side'], 'change'],
  setScore: [['score'], 'change'],
  attempt: [['attempt'], 'step'],
  resolveFausseCase: [['option', 'play'], 'step'],
  pendingFausseCase: [[], 'ask'],
  computerFausseOption: [[], 'ask'],
  undo: [[], 'undo'],
  analyse: [[], 'ask'],
  plays: [[], 'ask'],
  history: [[], 'ask'],
  frames: [[], 'ask'],
  position: [[], 'ask'],
  startPosition: [[], 'ask'],
  score: [[], 'ask'],
  toRecord: [[], 'ask'],
  toJSON: [[], 'ask'],
  toNotation: [[], 'ask'],
  phase: [[], 'ask'],
  turn: [[], 'ask'],
  dice: [[], 'ask'],
  canLeave: [[], 'ask'],
  isOver: [[], 'ask'],
  winner: [[], 'ask'],
};
const JACQUET = {
  firstThrow: [['dice'], 'step'],
  roll: [['dice'], 'step'],
  play: [['play'], 'step'],
  plays: [[], 'ask'],
  computerPlay: [['level'], 'ask'],
  undo: [[], 'undo'],
  phase: [[], 'ask'],
  position: [[], 'ask'],
  turn: [[], 'ask'],
  dice: [[], 'ask'],
  history: [[], 'ask'],
  score: [[], 'ask'],
  manches: [[], 'ask'],
  target: [[], 'ask'],
  options: [[], 'ask'],
  isOver: [[], 'ask'],
  winner: [[], 'ask'],
  toJSON: [[], 'ask'],
  toRecord: [[], 'ask'],
};

/** The kinds of Trictrac game a walk plays, with the options each is made with. */
const KINDS = {
  tour: () => ({}),
  fausse: () => ({ fausseCase: true }),
  hand: (rng) => ({ fausseCase: rng.chance(0.5) }),
};

/** The walks, sharing the run's generator and inputs. */
/**
 * What the walks must reach, not only call: each kind of game played, and each surface accepted at
 * least once. A short run walks on past its `n` calls (up to eight times as many) until it has;
 * so a seed's luck does not leave a surface untested.
 */
export const REACHED = {
  game: { kinds: ['tour', 'fausse', 'hand'], taken: ['roll', 'play', 'hold', 'markEcole', 'exercise', 'computerDroits', 'attempt', 'resolveFausseCase', 'undo', 'reread'] },
  jacquet: { kinds: ['jacquet'], taken: ['firstThrow', 'roll', 'play', 'undo', 'reread'] },
};

export function makeGames(rng, inputs) {
  const arg = (kind) => inputs.arg(kind);

  /**
   * What the sides marked of the last roll, at a game marked by hand: what each had to mark
   * (`checkEcole`'s `due`), often right, sometimes 2 or 4 points off, a trou too many, a leave
   * not won, an école against the other side.
   */
  function marksFor(g, leave = false) {
    const fr = g.frames(g.history().length - 1)[0];
    const due = checkEcole({ ...fr.rolled, score: fr.before.score }, {}).due;
    const off = () => rng.pick([0, 0, 0, 0, 2, -2, 4, -4]);
    const side = (s) => {
      const d = due[s];
      const m = { points: Math.max(0, d.points + off()), released: true };
      if (d.holes || rng.chance(0.05)) m.holes = Math.max(0, d.holes + (rng.chance(0.1) ? 1 : 0));
      if ((d.can_leave && rng.chance(0.4)) || rng.chance(0.03)) m.leave = true;
      if (rng.chance(0.05)) m.ecole = rng.pick([2, 4]);
      return m;
    };
    const marked = { [fr.side]: side(fr.side) };
    if (leave) marked[fr.side].leave = true;
    const other = fr.side === 'white' ? 'black' : 'white';
    if (rng.chance(0.7)) marked[other] = side(other);
    return rng.chance(0.1) ? inputs.arg('marked', marked) : marked;
  }

  /** Whether the last roll of a Trictrac game was marked by hand. */
  function lastMarkedByHand(g) {
    const n = g.history().length;
    return n > 0 && Boolean(g.frames(n - 1)[0]?.hand);
  }

  /** A right open now, asked for as `exercise` takes it (or by its own method); now and then one not open. */
  function droitCall(g, openOnly = false) {
    const open = g.droits().open;
    if (!openOnly && rng.chance(0.2)) {
      const droit = rng.pick(['refuse-leave', 'acquiesce', 'force-fill', 'forbid-fill', 'choose-jeton', 'contest-ecole']);
      return { droit, by: rng.pick(['white', 'black']), jeton: 'first' };
    }
    if (!open.length) return null;
    const o = rng.pick(open);
    const call = { droit: o.droit, by: o.to };
    if (o.droit === 'choose-jeton') call.jeton = rng.pick(['first', 'second']);
    if (o.droit === 'force-fill') {
      const plays = g.phase() === 'play' ? g.plays() : [];
      call.play = plays.length ? rng.pick(plays) : { moves: [] };
    }
    return rng.chance(0.1) ? inputs.arg('droit', call) : call;
  }

  /** A call that moves a Trictrac game of its kind on (or a Jacquet one): valid, mostly. */
  function progress(g, kind) {
    const phase = g.phase();
    if (phase === 'first') return ['firstThrow', rng.chance(0.5) ? [] : [arg('dice')]];
    if (kind === 'hand' && phase !== 'over' && g.history().length && !lastMarkedByHand(g) && rng.chance(0.8)) {
      return ['markEcole', [marksFor(g)]];
    }
    // A right open is seldom (after a mismarked roll): taken mostly while it is.
    if (kind === 'hand' && g.droits().open.length && rng.chance(0.6)) return ['exercise', [droitCall(g, true)]];
    if (kind === 'hand' && rng.chance(0.6)) {
      const d = droitCall(g);
      if (d && rng.chance(0.2)) {
        const own = { 'refuse-leave': 'refuseLeave', acquiesce: 'acquiesce', 'forbid-fill': 'forbidFill', 'contest-ecole': 'contestEcole' }[d.droit];
        if (own) return [own, []];
      }
      if (d) return rng.chance(0.7) ? ['exercise', [d]] : ['computerDroits', [d.by ?? 'white']];
    }
    if (kind === 'hand' && g.pendingFausseCase?.() && rng.chance(0.3)) {
      // the mover leaves while the opponent has a fausse case to settle
      return rng.chance(0.5) ? ['markEcole', [marksFor(g, true)]] : [rng.pick(['acquiesce', 'refuseLeave', 'leave']), []];
    }
    // A roll asked for while a fausse case waits: refused, or the verdict is gone with it.
    if (g.pendingFausseCase?.() && phase === 'roll' && rng.chance(0.5)) return ['roll', []];
    if (g.pendingFausseCase?.()) {
      const { verdict } = g.pendingFausseCase();
      const i = rng.below(verdict.options.length + 1);
      const o = verdict.options[i];
      const play = o && o.option === 'replay' && o.plays.length ? rng.pick(o.plays) : undefined;
      return rng.chance(0.3) ? ['computerFausseOption', []] : ['resolveFausseCase', play ? [i, play] : [i]];
    }
    if (phase === 'roll') return ['roll', rng.chance(0.6) ? [] : [inputs.seedOf('dice')]];
    if (phase === 'decide') return rng.pick([['hold', []], ['leave', []], ['decide', [inputs.seedOf('decision')]]]);
    if (phase === 'play') {
      const plays = g.plays();
      const play = plays.length ? rng.pick(plays) : { moves: [] };
      if (kind === 'fausse' || (g.pendingFausseCase && rng.chance(0.1))) {
        // The play as made at the table: the legal one, or one slip off it.
        return ['attempt', [rng.chance(0.5) ? Inputs.attemptOf(rng, play) : inputs.arg('attempt', Inputs.attemptOf(rng, play))]];
      }
      if (rng.chance(0.2)) return ['play', [g.computerPlay(rng.pick(['débutant', 'amateur']))]];
      return ['play', [play]];
    }
    return ['toRecord', []];
  }

  /** An argument for a game's method: one fitting the game now, edited, or anything. */
  function gameArg(g, kind) {
    if (kind === 'play' && g.phase() === 'play' && rng.chance(0.5)) {
      const plays = g.plays();
      return inputs.arg('play', plays.length ? rng.pick(plays) : { moves: [] });
    }
    if (kind === 'score' && rng.chance(0.5)) return inputs.arg('score', g.score());
    if (kind === 'attempt' && g.phase() === 'play' && rng.chance(0.6)) {
      const plays = g.plays();
      return inputs.arg('attempt', Inputs.attemptOf(rng, plays.length ? rng.pick(plays) : { moves: [] }));
    }
    if (kind === 'play' && g.pendingFausseCase && rng.chance(0.5)) {
      const replay = g.pendingFausseCase()?.verdict.options.find((o) => o.option === 'replay');
      if (replay && replay.plays.length) return rng.pick(replay.plays);
    }
    if (kind === 'droit' && g.droits && rng.chance(0.5)) return droitCall(g) ?? arg(kind);
    if (kind === 'marked' && g.frames && g.history().length && rng.chance(0.5)) return marksFor(g);
    if (kind === 'position' && rng.chance(0.3)) return inputs.arg('position', g.position());
    return arg(kind);
  }

  /**
   * Arguments that are plain JSON, nothing hostile (no getter, proxy or lone `undefined`): given
   * twice, to a game and to its copy read back, they must be answered alike.
   */
  function plain(v, depth = 0) {
    try {
      if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
      if (typeof v === 'number') return Number.isFinite(v);
      if (typeof v !== 'object' || depth > 8) return false;
      if (Array.isArray(v)) return v.every((x) => plain(x, depth + 1));
      if (Object.getPrototypeOf(v) !== Object.prototype) return false;
      return Object.entries(Object.getOwnPropertyDescriptors(v)).every(([, d]) => 'value' in d && plain(d.value, depth + 1));
    } catch {
      return false;
    }
  }

  /** What a call came to, to compare two games' answers: the value, or the refusal's code. */
  const outcome = (out) => (out.ok ? json(['ok', out.value ?? null]) : json(['refused', out.error && out.error.code]));

  /** `n` calls into games of one kind, games started, played, refused, undone, saved and freed. */
  async function games(name, jacquet, n) {
    const t = new Tally(name);
    const methods = jacquet ? JACQUET : GAME;
    const names = Object.keys(methods);
    const Class = jacquet ? JacquetGame : Game;
    let g = null;
    let kind = 'tour';
    let twin = null; // the game read back from a record written a call ago: it must answer as g
    let undo = []; // the game before each of the last steps (at most UNDO_KEPT of them)
    let depth = 0; // steps that undo may take back
    let known = true; // whether `depth` counts every step since the game began
    let trip = true; // whether the game's record gives it again (no score put in by hand)
    let calls = 0;
    const kinds = { tour: 0, fausse: 0, hand: 0, position: 0, jacquet: 0 };
    const taken = {}; // accepted calls by method, and games read back and compared ('reread')
    const took = (k) => (taken[k] = (taken[k] ?? 0) + 1);
    const dropTwin = () => {
      twin?.free?.();
      twin = null;
    };
    const fresh = () => {
      dropTwin();
      if (g && rng.chance(0.9)) g.free?.();
      g = null;
      undo = [];
      depth = 0;
      known = true;
      trip = true;
      calls = 0;
      // A game from hostile options or a position, or a good one.
      if (rng.chance(0.15)) {
        const args = jacquet ? [arg('joptions')] : [arg('position'), arg('options')];
        t.inputs++;
        const out = attempt(t, call(`new ${Class.name}`, args), () => new Class(...args));
        if (out.ok) {
          g = out.value;
          kind = 'position';
          kinds[jacquet ? 'jacquet' : 'position']++;
          known = false; // a position loaded: its own start
          return;
        }
      }
      if (jacquet) {
        g = new JacquetGame(inputs.seedOf('joptions'));
        kind = 'jacquet';
      } else {
        // each kind in turn: a short run starts a handful of games, and a kind left to the draw
        // could go unplayed when a method added to the tables shifts the generator
        const order = Object.keys(KINDS);
        kind = order[order.reduce((a, k) => a + kinds[k], 0) % order.length];
        const options = { seed: rng.below(1e6), ...KINDS[kind](rng) };
        if (rng.chance(0.2)) options.provinciale = true;
        if (rng.chance(0.2)) options.rencontre = true;
        g = new Game(null, options);
      }
      kinds[kind]++;
    };
    /** The game's record reads back to it; with `keep`, the copy is kept to answer the next call. */
    const roundTrip = (keep) => {
      const rec = g.toRecord();
      const back = attempt(t, () => `${Class.name}.fromRecord(the record of ${describe(rec)})`, () => Class.fromRecord(rec));
      if (!back.ok) {
        t.fault('misanswered', `${Class.name}.fromRecord refuses a game's own record (${back.error && back.error.code}: ${describe(back.error && back.error.message)}): ${describe(rec, 4000)}`);
        return;
      }
      const [a, b] = [snap(g), snap(back.value)];
      t.check(a === b, 'misanswered', () => `${Class.name}.fromRecord(${describe(rec)}) gives another game:\n  game ${a.slice(0, 800)}\n  read ${b.slice(0, 800)}`);
      if (keep && a === b) {
        dropTwin();
        twin = back.value;
      } else back.value.free?.();
    };
    const want = REACHED[jacquet ? 'jacquet' : 'game'];
    const reached = () => want.kinds.every((k) => kinds[k] > 0) && want.taken.every((m) => taken[m] > 0);
    fresh();
    for (let i = 0; i < n || (i < 8 * n && !reached()); i++) {
      if (g.isOver() || calls > 200) {
        if (trip) roundTrip(false);
        fresh();
      }
      // A freed game: every call refused (or answered, for a game with nothing to free), no trap.
      if (rng.chance(0.005)) {
        g.free?.();
        const m = rng.pick(names);
        t.inputs++;
        attempt(t, call(`a freed game's ${m}`, []), () => g[m](...methods[m][0].map((k) => arg(k))));
        g = null;
        fresh();
        continue;
      }
      let m;
      let args;
      if (rng.chance(0.5)) [m, args] = progress(g, kind);
      else {
        m = rng.pick(names);
        args = methods[m][0].map((k) => gameArg(g, k));
        if (rng.chance(0.05)) args.push(inputs.anything());
        if (m === 'roll' && rng.chance(0.3)) args = [];
      }
      const effect = methods[m][1];
      let before;
      try {
        before = snap(g);
      } catch (e) {
        t.fault('untyped', `reading a game fails: ${e && e.name}: ${describe(e && e.message)}`);
        fresh();
        continue;
      }
      t.inputs++;
      calls++;
      const what = call(`${kind} ${jacquet ? 'jacquet' : 'game'}.${m}`, args);
      const out = attempt(t, what, () => g[m](...args));
      let after;
      try {
        after = snap(g);
      } catch (e) {
        t.fault('untyped', `reading a game fails after ${what()}: ${e && e.name}: ${describe(e && e.message)}`);
        fresh();
        continue;
      }
      if (twin && !plain(args)) dropTwin();
      if (twin) {
        // The game read back answers the call as the game it was read from, and ends alike.
        const again = attempt(t, () => `the record's game: ${what()}`, () => twin[m](...args));
        took('reread');
        t.check(outcome(again) === outcome(out) && snap(twin) === after, 'misanswered', () => `a game read back from its record answers ${what()} otherwise:\n  game ${outcome(out).slice(0, 400)}\n  read ${outcome(again).slice(0, 400)}\n  record ${describe(JSON.parse(before)[0], 3000)}`);
        dropTwin();
      }
      if (out.ok) took(m);
      if (!out.ok) {
        t.check(after === before, 'changed', () => `${what()} was refused (${out.error && out.error.code}) but changed the game:\n  before ${before.slice(0, 600)}\n  after  ${after.slice(0, 600)}`);
      } else if (effect === 'ask') {
        t.check(after === before, 'changed', () => `${what()} is a question but changed the game`);
      } else if (effect === 'step') {
        undo.push(before);
        if (undo.length > UNDO_KEPT) undo.shift();
        depth++;
      } else if (effect === 'change') {
        known = false;
        if (m === 'setScore') trip = false;
      } else if (effect === 'undo' && known) {
        const want = undo.pop();
        if (out.value) {
          t.check(depth > 0, 'misanswered', () => 'undo() took back a step that was never made');
          depth = Math.max(0, depth - 1);
          if (want !== undefined) t.check(want === after, 'misanswered', () => `undo() gave another game than the one before the step:\n  want ${describe(want, 600)}\n  got  ${describe(after, 600)}`);
        } else t.check(depth === 0, 'misanswered', () => `undo() answered false with ${depth} steps to take back`);
      }
      // A record written mid-game, now and then: read back, it is the same game and answers the
      // next call as this one does.
      if (trip && (i % 97 === 96 || rng.chance(0.04))) roundTrip(m !== 'load');
      if (i % 256 === 255) await pause(i);
    }
    dropTwin();
    g?.free?.();
    t.kinds = kinds;
    t.taken_by = taken;
    return t;
  }

  // Methods of a partie à écrire, as GAME's: on the partie itself, and (`marque.…`) on its current
  // marqué's Game. Refused, or a question, the partie's record stays as it was.
  const ECRIRE = {
    seating: [[], 'ask'],
    sheet: [[], 'ask'],
    lot: [[], 'ask'],
    agreement: [[], 'ask'],
    isOver: [[], 'ask'],
    toRecord: [[], 'ask'],
    marque: [[], 'ask'],
    closeMarque: [[], 'change'],
    stepComputer: [['levels'], 'change'],
    'marque.roll': [['dice'], 'change'],
    'marque.play': [['play'], 'change'],
    'marque.decide': [['decision'], 'change'],
    'marque.undo': [[], 'change'],
    'marque.computerDecision': [['level'], 'ask'],
    'marque.computerPlay': [['level'], 'ask'],
    'marque.plays': [[], 'ask'],
    'marque.load': [['position'], 'change'],
  };

  /** A partie à écrire as its methods show it: its record and its sheet. */
  const esnap = (p) => json([p.toRecord(), p.sheet()]);

  /** `n` calls into parties à écrire, each played on, refused, saved and read again, freed. */
  async function ecrire(name, n) {
    const t = new Tally(name);
    const names = Object.keys(ECRIRE);
    let p = null;
    let calls = 0;
    let old = null; // a marqué's Game kept from an earlier call: perhaps written on the sheet since
    const fresh = () => {
      old = null;
      p?.free();
      p = new PartieAEcrire(inputs.seedOf('agreement'), { seed: rng.below(1e6) });
      calls = 0;
    };
    /** Its record, written now, reads back to the same partie (its marqué's game included). */
    const roundTrip = () => {
      const rec = p.toRecord();
      const back = attempt(t, () => 'PartieAEcrire.fromRecord(its own record)', () => PartieAEcrire.fromRecord(rec));
      if (!back.ok) {
        t.fault('misanswered', `PartieAEcrire.fromRecord refuses its own record (${back.error && back.error.code}: ${describe(back.error && back.error.message)}): ${describe(rec, 3000)}`);
        return;
      }
      const q = back.value;
      const marque = (x) => {
        const g = x.marque();
        return g === null ? null : snap(g);
      };
      t.check(esnap(q) === esnap(p) && marque(q) === marque(p), 'misanswered', () => `PartieAEcrire.fromRecord gives another partie: ${describe(rec, 3000)}`);
      q.free();
    };
    fresh();
    for (let i = 0; i < n; i++) {
      if (p.isOver() || calls > 300) {
        roundTrip();
        fresh();
      }
      // Half the calls move the partie on, as the computer would.
      const m = rng.chance(0.5) ? 'stepComputer' : rng.pick(names);
      const args = ECRIRE[m][0].map((k) => (m === 'stepComputer' && rng.chance(0.8) ? ['débutant'] : arg(k)));
      const before = esnap(p);
      t.inputs++;
      calls++;
      const what = call(`ecrire.${m}`, args);
      const out = attempt(t, what, () => {
        if (!m.startsWith('marque.')) return p[m](...args);
        const g = old && rng.chance(0.2) ? old : p.marque();
        if (g === null) throw new TablierError('bad-request', 'over');
        old = g;
        return g[m.slice('marque.'.length)](...args);
      });
      const after = esnap(p);
      if (!out.ok || ECRIRE[m][1] === 'ask') {
        t.check(after === before, 'changed', () => `${what()} ${out.ok ? 'is a question but' : 'was refused but'} changed the partie:\n  before ${before.slice(0, 600)}\n  after  ${after.slice(0, 600)}`);
      }
      // A record written mid-marqué reads back.
      if (rng.chance(0.03)) roundTrip();
      if (i % 256 === 255) await pause(i);
    }
    p?.free();
    return t;
  }

  return { games, ecrire };
}
