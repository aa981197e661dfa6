// The package's fuzz harness (docs/limits.md, issue 18): arbitrary, mutated and hostile inputs
// into every function of the package and every method of `Game`, `JacquetGame` and
// `PartieAEcrire` (its marqués' `Game`s too), asserting
//   - no trap and no unexpected JavaScript error: every refusal is a `TablierError` whose `code`
//     is one of the ErrorCode union of the types, its message short (what it quotes is cut);
//   - the module still works after each fault: a good call still answers right;
//   - a refused method call leaves the game as it was (`toRecord()`, `position()`, `phase()`),
//     a question (`plays()`, `hints()`, `computerPlay()`…) leaves it as it was even when
//     answered, an accepted `undo()` gives back the game before the step, and a game's record
//     and save give the game again;
//   - the module's memory stays bounded.
//
// Short by default (a few thousand inputs, for CI). The long run: TABLIER_FUZZ_INPUTS=N inputs in
// all, spread over the boundaries below — or, with TABLIER_FUZZ_PER_BOUNDARY=1, N inputs for each
// boundary (the records and the sheet, whole games each, TABLIER_FUZZ_RECORDS) — faults counted instead of stopped at (also with
// TABLIER_FUZZ_TALLY=1), one summary line per boundary on stderr, like the Rust harness's:
//   fuzz package plays: 180000 inputs (21000 taken) in 51.2 s; 0 trap, 0 untyped, …
// `scripts/fuzz.sh long` runs it. TABLIER_FUZZ_SEED changes the inputs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tablier, PKG, EXAMPLE, START } from './helpers.mjs';
import { CODES, Inputs, Rng, describe, envInt, makeHostile, makeSeeds } from './fuzz-inputs.mjs';

const { TablierError, Game, JacquetGame, PartieAEcrire } = tablier;

const LONG = process.env.TABLIER_FUZZ_INPUTS !== undefined;
const TOTAL = envInt('TABLIER_FUZZ_INPUTS', 6000);
const PER_BOUNDARY = process.env.TABLIER_FUZZ_PER_BOUNDARY === '1';
const WHOLE_GAMES = envInt('TABLIER_FUZZ_RECORDS', Math.max(1, Math.round(TOTAL / 20)));
const TALLY = LONG || process.env.TABLIER_FUZZ_TALLY === '1';
const SEED = envInt('TABLIER_FUZZ_SEED', 18);
const VERBOSE = process.env.TABLIER_FUZZ_VERBOSE === '1'; // every fault, as it comes
/** The longest message a refusal may have: what it quotes of the input is cut. */
const MAX_MESSAGE = 600;
/** The module's memory may not pass this (the long run's whole process must stay under 200 MB). */
const MEMORY_CEILING = 128 * 2 ** 20;
/** Nor grow by more than this over the last 70 % of a long run (a leak of 24 bytes an input). */
const MEMORY_GROWTH = 24 * 2 ** 20;

const FAULTS = ['trap', 'untyped', 'broken', 'changed', 'misanswered', 'long-message', 'unbounded'];

// The module's own memory, when the glue hands it out (the package's instance: the same module).
const wasmMemory = (() => {
  try {
    const raw = createRequire(import.meta.url)(path.join(path.resolve(PKG), 'cjs/tablier.js'));
    const m = raw.initSync().memory;
    return m instanceof WebAssembly.Memory ? m : null;
  } catch {
    return null;
  }
})();
const memoryBytes = () => (wasmMemory ? wasmMemory.buffer.byteLength : 0);

class Tally {
  constructor(name) {
    this.name = name;
    this.inputs = 0;
    this.taken = 0;
    this.started = performance.now();
    this.slowest = 0;
    this.slowestWhat = '';
    this.longest = 0;
    this.faults = new Map(FAULTS.map((k) => [k, { n: 0, first: '' }]));
  }

  fault(kind, what) {
    if (VERBOSE) report(`fault ${this.name} ${kind}: ${what.slice(0, 600)}`);
    if (!TALLY) throw new assert.AssertionError({ message: `fuzz ${this.name}: ${kind}: ${what}` });
    const f = this.faults.get(kind) ?? { n: 0, first: '' };
    f.n++;
    if (!f.first) f.first = what;
    this.faults.set(kind, f);
  }

  check(ok, kind, what) {
    if (!ok) this.fault(kind, what());
  }

  count() {
    let n = 0;
    for (const f of this.faults.values()) n += f.n;
    return n;
  }

  line() {
    const secs = (performance.now() - this.started) / 1000;
    const counts = [...this.faults].map(([k, f]) => `${f.n} ${k}`).join(', ');
    let s = `fuzz package ${this.name}: ${this.inputs} inputs (${this.taken} taken) in ${secs.toFixed(1)} s; ${counts}; slowest ${this.slowest.toFixed(1)} ms, longest message ${this.longest}`;
    for (const [k, f] of this.faults) if (f.n) s += `\n  first ${k}: ${f.first.slice(0, 2000)}`;
    return s;
  }
}

const report = (line) => process.stderr.write(`${line}\n`);

// A good call and its answer, asked again after each fault: the module still works.
const GOOD = { notation: tablier.toNotation(EXAMPLE), analysis: JSON.stringify(tablier.analyse(EXAMPLE)) };
let since = 0;
function stillWorks(tally, after) {
  try {
    const ok = tablier.toNotation(EXAMPLE) === GOOD.notation && (since++ % 16 !== 0 || JSON.stringify(tablier.analyse(EXAMPLE)) === GOOD.analysis);
    tally.check(ok, 'broken', () => `a good call answers otherwise after ${after}`);
  } catch (e) {
    tally.fault('broken', `a good call fails (${e && e.name}: ${e && e.message}) after ${after}`);
  }
}

/**
 * Calls `f` and sorts out what came of it: `{ok: true, value}`, or `{ok: false, error}` for a
 * refusal. A trap, an error that is not a TablierError, a code outside the list or a long message
 * is a fault; after any refusal a good call must still answer right.
 */
function attempt(tally, what, f) {
  const t0 = performance.now();
  let out;
  try {
    out = { ok: true, value: f() };
  } catch (e) {
    out = { ok: false, error: e };
    if (e instanceof TablierError) {
      if (e.code === 'engine-failure') tally.fault('trap', `${what()}: ${e.message}`);
      else if (!CODES.has(e.code)) tally.fault('untyped', `${what()}: code ${describe(e.code)}: ${e.message}`);
      const len = typeof e.message === 'string' ? e.message.length : Infinity;
      tally.longest = Math.max(tally.longest, len);
      if (len > MAX_MESSAGE) tally.fault('long-message', `${what()}: ${len} characters: ${describe(e.message, 200)}`);
    } else if (e instanceof WebAssembly.RuntimeError) {
      tally.fault('trap', `${what()}: ${e.message}`);
    } else {
      tally.fault('untyped', `${what()}: ${e && e.name}: ${describe(e && e.message)}`);
    }
    stillWorks(tally, what);
  }
  const ms = performance.now() - t0;
  if (ms > tally.slowest) {
    tally.slowest = ms;
    tally.slowestWhat = what;
  }
  if (out.ok) tally.taken++;
  return out;
}

const call = (name, args) => () => `${name}(${args.map((a) => describe(a, 120)).join(', ')})`;
const json = (v) => JSON.stringify(v);
const same = (a, b) => json(a) === json(b);

// Memory: sampled as the run goes; the peak, and the growth once warm.
const memory = { peak: 0, rss: 0, samples: [] };
function sampleMemory() {
  const m = memoryBytes();
  memory.peak = Math.max(memory.peak, m);
  memory.rss = Math.max(memory.rss, process.memoryUsage().rss);
  return m;
}

/**
 * Every 256 inputs: the memory sampled, the event loop let run (the FinalizationRegistry frees
 * dropped games there), and with `node --expose-gc` (the long run) a full collection now and then,
 * so that the process's peak is what the engine and the harness hold, not garbage awaiting V8.
 */
async function pause(i) {
  sampleMemory();
  if (i % 1024 === 1023) globalThis.gc?.(); // text of 1 MiB and more waits for a full collection
  await new Promise(setImmediate);
}

const rng = new Rng(SEED);
const seeds = makeSeeds(SEED);
const inputs = new Inputs(rng, seeds, makeHostile());
const arg = (kind) => inputs.arg(kind);

// The functions, each with the kinds of its arguments and what its answer must satisfy.
const F = tablier;
const FUNCTIONS = {
  positions: [
    ['validate', ['position'], (v, [p], t) => {
      const ok = v && typeof v.ok === 'boolean' && (v.ok ? v.position && typeof v.position === 'object' : v.error && CODES.has(v.error.code));
      t.check(ok, 'misanswered', () => `validate(${describe(p)}) answered ${describe(v)}`);
      if (v && v.ok) {
        // its notation reads back to the same position
        const back = F.fromNotation(F.toNotation(v.position));
        t.check(same(back, v.position), 'misanswered', () => `${describe(v.position)} reads back from its notation as ${describe(back)}`);
      }
    }],
    ['analyse', ['rolled'], (v, [p], t) => {
      t.check(same(v.plays, F.legalPlays(p)), 'misanswered', () => `analyse(${describe(p)}).plays is not legalPlays`);
      if (v.plays.length) {
        const pl = rng.pick(v.plays);
        F.checkPlay(p, pl);
        F.applyPlay(p, pl);
      }
    }],
    ['legalPlays', ['rolled'], (v, [p], t) => t.check(Array.isArray(v), 'misanswered', () => `legalPlays(${describe(p)}) is not a list`)],
    ['toNotation', ['position'], (v, [p], t) => {
      t.check(typeof v === 'string', 'misanswered', () => `toNotation(${describe(p)}) is not text`);
      const a = F.validate(p);
      t.check(a.ok && same(F.fromNotation(v), a.position), 'misanswered', () => `toNotation(${describe(p)}) = ${describe(v)} does not read back`);
    }],
    ['chances', ['position'], null],
    ['hints', ['rolled'], (v, [p], t) => {
      // every legal play ranked; when none can be played, the one play is to play nothing
      const legal = F.legalPlays(p);
      const want = legal.length ? legal.length : 1;
      t.check(v && Array.isArray(v.plays) && v.plays.length === want, 'misanswered', () => `hints(${describe(p)}) does not rank every legal play`);
    }],
    ['withDice', ['position', 'dice'], null],
    ['choosePlay', ['rolled', 'level'], (v, [p], t) => {
      const plays = F.legalPlays(p);
      t.check(plays.length === 0 ? same(v, { moves: [] }) : plays.some((q) => same(q, v)), 'misanswered', () => `choosePlay(${describe(p)}) = ${describe(v)} is not a legal play`);
    }],
    ['chooseDecision', ['position', 'level'], (v, a, t) => t.check(v === 'hold' || v === 'leave', 'misanswered', () => `chooseDecision answered ${describe(v)}`)],
    ['startPosition', ['game'], null],
    ['levels', [], null],
    ['version', [], (v, a, t) => t.check(typeof v === 'string', 'misanswered', () => 'version() is not text')],
  ],
  plays: [
    ['checkPlay', ['rolled', 'play'], (v, [p, pl]) => F.applyPlay(p, pl)], // what checks, plays

    ['applyPlay', ['rolled', 'play'], (v, [p], t) => t.check(v && typeof v === 'object' && !v.dice, 'misanswered', () => `applyPlay(${describe(p)}) left dice`)],
    ['destinations', ['rolled', 'moves'], null],
    ['refusal', ['rolled', 'moves', 'move'], (v, a, t) => t.check(v === null || CODES.has(v.code), 'misanswered', () => `refusal answered ${describe(v)}`)],
  ],
  notation: [
    ['fromNotation', ['notation'], (v, [n], t) => {
      const again = F.fromNotation(F.toNotation(v));
      t.check(same(again, v), 'misanswered', () => `fromNotation(${describe(n)}) does not write back to itself`);
    }],
    ['toNotation', ['position'], null],
  ],
  ecole: [
    ['checkEcole', ['rolled', 'marked'], null],
    ['checkEcolePoints', ['score', 'side', 'points', 'marked'], null],
    ['fausseCase', ['rolled', 'attempt'], (v, a, t) => t.check(v && typeof v.fausse_case === 'boolean' && Array.isArray(v.options) && v.points === 0, 'misanswered', () => `fausseCase answered ${describe(v)}`)],
  ],
  records: [
    ['Game.fromRecord', ['record'], (g, [r], t) => {
      try {
        const back = Game.fromRecord(g.toRecord());
        t.check(same(back.toRecord(), g.toRecord()) && same(back.position(), g.position()), 'misanswered', () => `Game.fromRecord(${describe(r)}): its record does not give it again`);
        back.free();
      } finally {
        g.free();
      }
    }],
    ['Game.fromJSON', ['save'], (g) => g.free()],
    ['JacquetGame.fromRecord', ['jsave'], (g) => g.free?.()],
    ['JacquetGame.fromJSON', ['jsave'], (g) => g.free?.()],
    ['new Game', ['position', 'options'], (g) => g.free()],
    ['new JacquetGame', ['joptions'], (g) => g.free?.()],
    ['new PartieAEcrire', ['agreement', 'eoptions'], (p) => p.free()],
    ['PartieAEcrire.fromRecord', ['esave'], (p, [r], t) => {
      try {
        const back = PartieAEcrire.fromRecord(p.toRecord());
        t.check(same(back.toRecord(), p.toRecord()) && same(back.sheet(), p.sheet()), 'misanswered', () => `PartieAEcrire.fromRecord(${describe(r)}): its record does not give it again`);
        back.free();
      } finally {
        p.free();
      }
    }],
    ['review', ['record', 'side'], null],
  ],
  sheet: [['sheet', ['sheet'], null]],
};

const FN = {
  'Game.fromRecord': (r) => Game.fromRecord(r),
  'Game.fromJSON': (s) => Game.fromJSON(s),
  'JacquetGame.fromRecord': (r) => JacquetGame.fromRecord(r),
  'JacquetGame.fromJSON': (s) => JacquetGame.fromJSON(s),
  'new Game': (p, o) => new Game(p, o),
  'new JacquetGame': (o) => new JacquetGame(o),
  'new PartieAEcrire': (a, o) => new PartieAEcrire(a, o),
  'PartieAEcrire.fromRecord': (r) => PartieAEcrire.fromRecord(r),
};

/**
 * Half the time, arguments that belong together: a rolled position and its own legal play (or
 * some of its moves, one of them), a position and what its sides marked; each then edited as any
 * argument is (`Inputs.arg` with that seed).
 */
function related(kinds) {
  if (kinds[0] !== 'rolled' || kinds.length < 2 || rng.chance(0.5)) return null;
  if (kinds[1] === 'marked') {
    const [p, m] = rng.pick(seeds.marked);
    return [inputs.arg('rolled', p), inputs.arg('marked', m)];
  }
  const [p, plays] = rng.pick(seeds.plays);
  const play = plays.length ? rng.pick(plays) : { moves: [] };
  const own = {
    play,
    moves: play.moves.slice(0, rng.below(play.moves.length + 1)),
    move: play.moves.length ? rng.pick(play.moves) : ['B1', 'B6'],
  };
  return [inputs.arg('rolled', p), ...kinds.slice(1).map((k) => inputs.arg(k, own[k]))];
}

/** Functions that answer whatever they are given. */
const NEVER_THROWS = new Set(['validate', 'version', 'levels']);

/** One boundary of functions: `n` calls, each with arguments of its kinds, mostly, or anything. */
async function functions(name, list, n) {
  const t = new Tally(name);
  for (let i = 0; i < n; i++) {
    const [fname, kinds, property] = list[i % list.length];
    const args = related(kinds) ?? kinds.map((k) => arg(k));
    // Sometimes an argument too few or too many.
    if (rng.chance(0.03)) args.pop();
    else if (rng.chance(0.03)) args.push(inputs.anything());
    const f = FN[fname] ?? F[fname];
    const what = call(fname, args);
    t.inputs++;
    const out = attempt(t, what, () => f(...args));
    if (!out.ok && NEVER_THROWS.has(fname)) t.fault('misanswered', `${what()} threw; it never throws`);
    if (out.ok && property) {
      try {
        property(out.value, args, t);
      } catch (e) {
        t.fault('misanswered', `${what()}: accepted, but a call on its answer failed: ${e && e.name}: ${describe(e && e.message)}`);
      }
    }
    if (i % 256 === 255) await pause(i);
  }
  return t;
}

// ---- games --------------------------------------------------------------------------------

/** How many of the last steps' games are kept to check `undo` against (each is a whole record). */
const UNDO_KEPT = 12;

/** A game's state as its public methods show it. */
function snap(g) {
  return json([g.toRecord(), g.position(), g.phase(), g.dice(), g.score(), g.history().length]);
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
  computerMarks: [['rate', 'mseed'], 'ask'],
  markEcole: [['marked'], 'change'],
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

/** A call that moves the game on: the roll, a decision, a legal play (or the computer's). */
function progress(g, jacquet) {
  const phase = g.phase();
  if (phase === 'first') return ['firstThrow', rng.chance(0.5) ? [] : [arg('dice')]];
  if (phase === 'roll') return ['roll', rng.chance(0.6) ? [] : [inputs.seedOf('dice')]];
  if (phase === 'decide') return rng.pick([['hold', []], ['leave', []], ['decide', [inputs.seedOf('decision')]]]);
  if (phase === 'play') {
    const plays = g.plays();
    if (rng.chance(0.2)) return ['play', [g.computerPlay(rng.pick(['débutant', 'amateur']))]];
    return ['play', [plays.length ? rng.pick(plays) : { moves: [] }]];
  }
  return jacquet ? ['toRecord', []] : ['toRecord', []];
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
  if (kind === 'position' && rng.chance(0.3)) return inputs.arg('position', g.position());
  return arg(kind);
}

/** `n` calls into games of one kind, games started, played, refused, undone, saved and freed. */
async function games(name, jacquet, n) {
  const t = new Tally(name);
  const methods = jacquet ? JACQUET : GAME;
  const names = Object.keys(methods);
  const Class = jacquet ? JacquetGame : Game;
  let g = null;
  let undo = []; // the game before each of the last steps (at most UNDO_KEPT of them)
  let depth = 0; // steps that undo may take back
  let known = true; // whether `depth` counts every step since the game began
  let trip = true; // whether the game's record gives it again (no score put in by hand)
  let calls = 0;
  const fresh = () => {
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
        known = false; // a position loaded: its own start
        return;
      }
    }
    g = jacquet ? new JacquetGame(inputs.seedOf('joptions')) : new Game(null, { seed: rng.below(1e6), fausseCase: rng.chance(0.5) });
  };
  const roundTrip = () => {
    const rec = g.toRecord();
    const back = attempt(t, () => `${Class.name}.fromRecord(the record of ${describe(rec)})`, () => Class.fromRecord(rec));
    if (!back.ok) {
      t.fault('misanswered', `${Class.name}.fromRecord refuses a game's own record (${back.error && back.error.code}: ${describe(back.error && back.error.message)}): ${describe(rec, 4000)}`);
      return;
    }
    t.check(same(back.value.toRecord(), rec) && same(back.value.position(), g.position()), 'misanswered', () => `${Class.name}.fromRecord(${describe(rec)}) gives another game`);
    back.value.free?.();
  };
  fresh();
  for (let i = 0; i < n; i++) {
    if (g.isOver() || calls > 200) {
      if (trip) roundTrip();
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
    if (rng.chance(0.5)) [m, args] = progress(g, jacquet);
    else {
      m = rng.pick(names);
      args = methods[m][0].map((k) => gameArg(g, k));
      if (rng.chance(0.05)) args.push(inputs.anything());
      if (m === 'roll' && rng.chance(0.3)) args = [];
    }
    const kind = methods[m][1];
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
    const what = call(`${jacquet ? 'jacquet' : 'game'}.${m}`, args);
    const out = attempt(t, what, () => g[m](...args));
    let after;
    try {
      after = snap(g);
    } catch (e) {
      t.fault('untyped', `reading a game fails after ${what()}: ${e && e.name}: ${describe(e && e.message)}`);
      fresh();
      continue;
    }
    if (!out.ok) {
      t.check(after === before, 'changed', () => `${what()} was refused (${out.error && out.error.code}) but changed the game:\n  before ${before.slice(0, 600)}\n  after  ${after.slice(0, 600)}`);
    } else if (kind === 'ask') {
      t.check(after === before, 'changed', () => `${what()} is a question but changed the game`);
    } else if (kind === 'step') {
      undo.push(before);
      if (undo.length > UNDO_KEPT) undo.shift();
      depth++;
    } else if (kind === 'change') {
      known = false;
      if (m === 'setScore') trip = false;
    } else if (kind === 'undo' && known) {
      const want = undo.pop();
      if (out.value) {
        t.check(depth > 0, 'misanswered', () => 'undo() took back a step that was never made');
        depth = Math.max(0, depth - 1);
        if (want !== undefined) t.check(want === after, 'misanswered', () => `undo() gave another game than the one before the step:\n  want ${describe(want, 600)}\n  got  ${describe(after, 600)}`);
      } else t.check(depth === 0, 'misanswered', () => `undo() answered false with ${depth} steps to take back`);
    }
    if (i % 97 === 96 && trip) roundTrip();
    if (i % 256 === 255) await pause(i);
  }
  g?.free?.();
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
  fresh();
  for (let i = 0; i < n; i++) {
    if (p.isOver() || calls > 300) {
      const rec = p.toRecord();
      const back = attempt(t, () => 'PartieAEcrire.fromRecord(its own record)', () => PartieAEcrire.fromRecord(rec));
      if (back.ok) {
        t.check(same(back.value.toRecord(), rec), 'misanswered', () => 'PartieAEcrire.fromRecord gives another partie');
        back.value.free();
      } else t.fault('misanswered', `PartieAEcrire.fromRecord refuses its own record (${back.error && back.error.code})`);
      fresh();
    }
    // Half the calls move the partie on, as the computer would.
    const m = rng.chance(0.5) ? 'stepComputer' : rng.pick(names);
    const args = ECRIRE[m][0].map((k) => (m === 'stepComputer' && rng.chance(0.8) ? ['débutant'] : arg(k)));
    const before = json(p.toRecord());
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
    const after = json(p.toRecord());
    if (!out.ok || ECRIRE[m][1] === 'ask') {
      t.check(after === before, 'changed', () => `${what()} ${out.ok ? 'is a question but' : 'was refused but'} changed the partie`);
    }
    if (i % 256 === 255) await pause(i);
  }
  p?.free();
  return t;
}

// The boundaries and their shares of the inputs; `true` marks those whose every input is a whole
// game, which get TABLIER_FUZZ_RECORDS inputs when each boundary gets its own count.
const BOUNDARIES = [
  ['positions', 22, (n) => functions('positions', FUNCTIONS.positions, n)],
  ['plays', 18, (n) => functions('plays', FUNCTIONS.plays, n)],
  ['notation', 14, (n) => functions('notation', FUNCTIONS.notation, n)],
  ['école', 10, (n) => functions('école', FUNCTIONS.ecole, n)],
  ['records and saves', 5, (n) => functions('records and saves', FUNCTIONS.records, n), true],
  ['sheet', 2, (n) => functions('sheet', FUNCTIONS.sheet, n), true],
  ['Game calls', 18, (n) => games('Game calls', false, n)],
  ['JacquetGame calls', 11, (n) => games('JacquetGame calls', true, n)],
  ['PartieAEcrire calls', 4, (n) => ecrire('PartieAEcrire calls', n)],
];

test(`the package under ${TOTAL} arbitrary, mutated and hostile inputs`, async () => {
  const shares = BOUNDARIES.reduce((a, [, w]) => a + w, 0);
  const started = performance.now();
  const tallies = [];
  const before = sampleMemory();
  const marks = [];
  for (const [, w, run, whole] of BOUNDARIES) {
    const n = PER_BOUNDARY ? (whole ? WHOLE_GAMES : TOTAL) : Math.round((TOTAL * w) / shares);
    const t = await run(Math.max(1, n));
    report(t.line());
    if (VERBOSE) {
      globalThis.gc?.();
      const u = process.memoryUsage();
      report(`  memory: rss ${(u.rss / 2 ** 20).toFixed(1)} MB, heap ${(u.heapUsed / 2 ** 20).toFixed(1)}/${(u.heapTotal / 2 ** 20).toFixed(1)} MB, external ${(u.external / 2 ** 20).toFixed(1)} MB, module ${(memoryBytes() / 2 ** 20).toFixed(1)} MB`);
    }
    tallies.push(t);
    marks.push(sampleMemory());
  }
  // The memory: under the ceiling, and not growing once the first boundaries have warmed it up.
  const mem = new Tally('memory');
  const warm = marks[1] ?? before;
  const end = sampleMemory();
  mem.check(memory.peak <= MEMORY_CEILING, 'unbounded', () => `the module's memory reached ${memory.peak} bytes`);
  if (LONG) mem.check(end - warm <= MEMORY_GROWTH, 'unbounded', () => `the module's memory grew from ${warm} to ${end} bytes`);
  const inputsAll = tallies.reduce((a, t) => a + t.inputs, 0);
  const faults = tallies.reduce((a, t) => a + t.count(), 0) + mem.count();
  const mb = (b) => (b / 2 ** 20).toFixed(1);
  report(
    `fuzz package: ${inputsAll} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s; ${faults} faults; ` +
      `module memory ${mb(before)} MB before, ${mb(warm)} MB warm, ${mb(end)} MB after, peak ${mb(memory.peak)} MB` +
      `${wasmMemory ? '' : ' (not reachable)'}; process peak ${mb(memory.rss)} MB sampled`,
  );
  for (const t of [...tallies, mem]) for (const [k, f] of t.faults) if (f.n) report(`  ${t.name} ${k}: ${f.n}`);
  assert.equal(faults, 0, 'faults counted (see the lines above)');
  // and still working at the end
  assert.equal(tablier.validate(START).ok, true);
});
