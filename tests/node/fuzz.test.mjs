// The package's fuzz harness (docs/limits.md, issues 18 and 26): arbitrary, mutated and hostile
// inputs into every function of the package (here) and every method of `Game`, `JacquetGame` and
// `PartieAEcrire` (its marqués' `Game`s too; tests/node/fuzz-games.mjs: random walks over every
// kind of game, the fausse case and the marking by hand with its rights included), asserting
//   - no trap and no unexpected JavaScript error: every refusal is a `TablierError` whose `code`
//     is one of the ErrorCode union of the types, its message short (what it quotes is cut);
//   - the module still works after each fault: a good call still answers right;
//   - a refused method call leaves the game as it was (`toRecord()`, `position()`, `phase()`),
//     a question (`plays()`, `hints()`, `computerPlay()`…) leaves it as it was even when
//     answered, an accepted `undo()` gives back the game before the step, and a game's record
//     and save, written at any moment, give the game again, which answers the next call alike;
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
import { tablier, START } from './helpers.mjs';
import { CODES, Inputs, Rng, describe, makeHostile, makeSeeds } from './fuzz-inputs.mjs';
import {
  LONG, MEMORY_CEILING, MEMORY_GROWTH, PER_BOUNDARY, SEED, TOTAL, VERBOSE, WHOLE_GAMES,
  Tally, attempt, call, memory, memoryBytes, pause, report, same, sampleMemory, wasmMemory,
} from './fuzz-tally.mjs';
import { REACHED, makeGames } from './fuzz-games.mjs';

const { Game, JacquetGame, PartieAEcrire } = tablier;

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

const { games, ecrire } = makeGames(rng, inputs);

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
  // TABLIER_FUZZ_ONLY=name,name: those boundaries only (a long run of the games, say).
  const only = process.env.TABLIER_FUZZ_ONLY?.split(',');
  for (const [name, w, run, whole] of BOUNDARIES) {
    if (only && !only.includes(name)) continue;
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
  // Every kind of game was walked: a kind no walk reached would be a surface silently left out.
  for (const t of tallies.filter((x) => x.kinds)) {
    const list = (o) => Object.entries(o).filter(([, v]) => v).map(([k, v]) => `${v} ${k}`).join(', ');
    report(`  ${t.name}: games ${list(t.kinds)}; accepted ${list(t.taken_by)}`);
    const want = REACHED[t.name.startsWith('Jacquet') ? 'jacquet' : 'game'];
    for (const k of want.kinds) assert.ok(t.kinds[k] > 0, `${t.name}: no game of kind ${k} was played`);
    // and the surfaces were reached, not only called: each accepted at least once
    for (const m of want.taken) assert.ok(t.taken_by[m] > 0, `${t.name}: ${m} was never accepted`);
  }
  assert.equal(faults, 0, 'faults counted (see the lines above)');
  // and still working at the end
  assert.equal(tablier.validate(START).ok, true);
});
