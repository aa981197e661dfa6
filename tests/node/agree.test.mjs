// The command line and the package give the same answer (issue 18, docs/limits.md): one seeded
// corpus of valid and invalid inputs — positions in JSON and in the compact notation, plays,
// marks, scores, sheet requests and records, as they are and edited — goes through `tablier`
// (one process per command, every line on its stdin) and through the package function that
// answers the same question; every answer must be the same JSON, every refusal the same `code`
// (and, where both read the very same text, the same message).
//
// The pairs:
//   tablier analyse   ↔ analyse(line)
//   tablier notation  ↔ toNotation(line) for a JSON line, fromNotation(line) for the notation
//   tablier chances   ↔ chances(line)
//   tablier hints     ↔ hints(line)
//   tablier ecole     ↔ checkEcole(position, marked), checkEcolePoints(score, mover, points, marked)
//   tablier mark      ↔ checkEcolePoints(score, mover, points, null): its score, the trous of `due`
//   tablier apply     ↔ new Game(position) then hold/leave and play (Trictrac), applyPlay (Jacquet)
//   tablier sheet     ↔ sheet(request)
//   tablier replay    ↔ Game.fromRecord(record): each roll's side, dice, points, trous, decision, score
//   tablier review    ↔ review(record, side)
//
// The binary is `target/debug/tablier` built by `cargo build --bin tablier` (or TABLIER_BIN).
// Sizes: TABLIER_FUZZ_AGREE lines per command (400 by default; the records a tenth of that, one
// process each); TABLIER_FUZZ_INPUTS set (the long run) counts disagreements instead of stopping.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tablier, ROOT } from './helpers.mjs';
import { Inputs, MAX_INPUT, Rng, describe, envInt, makeHostile, makeSeeds, mutateText, randomJson, randomText, swapNode } from './fuzz-inputs.mjs';

const { Game, TablierError } = tablier;

const LONG = process.env.TABLIER_FUZZ_INPUTS !== undefined;
const TALLY = LONG || process.env.TABLIER_FUZZ_TALLY === '1';
const LINES = envInt('TABLIER_FUZZ_AGREE', 400);
const RECORDS = envInt('TABLIER_FUZZ_AGREE_RECORDS', Math.max(20, Math.round(LINES / 10)));
const SEED = envInt('TABLIER_FUZZ_SEED', 18);
/** Lines per `tablier` process. */
const CHUNK = 1000;

function binary() {
  if (process.env.TABLIER_BIN) return path.resolve(process.env.TABLIER_BIN);
  const r = spawnSync('cargo', ['build', '--quiet', '--bin', 'tablier'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.error) return null; // no cargo here: the test is skipped
  assert.equal(r.status, 0, `cargo build --bin tablier: ${r.stderr}`);
  const target = process.env.CARGO_TARGET_DIR ? path.resolve(ROOT, process.env.CARGO_TARGET_DIR) : path.join(ROOT, 'target');
  return path.join(target, 'debug', 'tablier');
}
const BIN = binary();

/** Every character Rust's `char::is_whitespace` takes (what `trim` cuts, and a blank line is). */
const RUST_SPACE = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const blank = (s) => new RegExp(`^${RUST_SPACE}*$`).test(s);
const isJson = (s) => s.replace(new RegExp(`^${RUST_SPACE}+`), '').startsWith('{');

/**
 * A line as both read it: no end of line inside, none at its end (`tablier` cuts a final `\r`),
 * not blank (`tablier` skips blank lines). Null when there is nothing left to send.
 */
function asLine(s) {
  const line = s.replace(/\n/g, ' ').replace(/\r+$/, '');
  return blank(line) ? null : line;
}

/** `tablier <args>` on these lines: one answer per line, as text (one process per CHUNK lines). */
function cli(args, lines) {
  const out = [];
  for (let i = 0; i < lines.length; i += CHUNK) {
    const part = lines.slice(i, i + CHUNK);
    const r = spawnSync(BIN, args, { input: part.join('\n') + '\n', maxBuffer: 1 << 30, encoding: 'utf8' });
    assert.equal(r.stderr, '', `tablier ${args.join(' ')}: ${r.stderr.slice(0, 2000)}`);
    assert.ok(r.status === 0 || r.status === 1, `tablier ${args.join(' ')} ended with ${r.status} ${r.signal ?? ''}`);
    const answers = r.stdout.split('\n');
    answers.pop();
    assert.equal(answers.length, part.length, `tablier ${args.join(' ')}: ${answers.length} answers to ${part.length} lines`);
    out.push(...answers);
  }
  return out;
}

/** What the package answered: `{value}` or `{code, message}`; anything else thrown is a fault. */
function pkg(f) {
  try {
    return { value: f() };
  } catch (e) {
    if (e instanceof TablierError) return { code: e.code, message: e.message };
    throw new Error(`the package threw ${e && e.name}: ${e && e.message}`);
  }
}

/** What the command line answered, parsed: `{value}` or `{code, message}`. */
function answer(text, raw = false) {
  if (text.startsWith('{"error":')) {
    const e = JSON.parse(text).error;
    return { code: e.code, message: e.message };
  }
  return { value: raw ? text : JSON.parse(text) };
}

class Agreement {
  constructor(name) {
    this.name = name;
    this.lines = 0;
    this.taken = 0;
    this.disagree = 0;
    this.messages = 0;
    this.first = '';
    this.started = performance.now();
    this.secs = 0;
  }

  done() {
    this.secs = (performance.now() - this.started) / 1000;
    return this;
  }

  /** Both answers to one input; `sameText`: both read the very same text, so messages match too. */
  compare(input, c, p, sameText) {
    this.lines++;
    let ok;
    if (c.code !== undefined || p.code !== undefined) {
      ok = c.code === p.code;
      // A line over the limit is named by its number on the command line only.
      if (ok && sameText && c.code !== 'too-large' && c.message !== p.message) {
        ok = false;
        this.messages++;
      }
    } else {
      this.taken++;
      try {
        assert.deepStrictEqual(c.value, p.value);
        ok = true;
      } catch {
        ok = false;
      }
    }
    if (ok) return;
    this.disagree++;
    const what = `${this.name}: ${describe(input, 400)}\n  tablier: ${describe(c.code ?? c.value, 400)} ${c.message ? describe(c.message, 300) : ''}\n  package: ${describe(p.code ?? p.value, 400)} ${p.message ? describe(p.message, 300) : ''}`;
    if (!this.first) this.first = what;
    if (!TALLY) assert.fail(`the command line and the package disagree on ${what}`);
  }

  line() {
    const secs = this.secs.toFixed(1);
    let s = `agree ${this.name}: ${this.lines} inputs (${this.taken} taken) in ${secs} s; ${this.disagree} disagreements (${this.messages} in the message only)`;
    if (this.first) s += `\n  first: ${this.first}`;
    return s;
  }
}

const report = (line) => process.stderr.write(`${line}\n`);

const rng = new Rng(SEED ^ 0x5eed);
const seeds = makeSeeds(SEED);
// Only what JSON text can carry: the command line reads text.
const hostile = { values: [null, true, false, 0, -1, 1.5, 1e300, 2 ** 64, '', 'x', [], {}, [null], { a: null }], large: [] };
const inputs = new Inputs(rng, seeds, hostile);

/** A position as a line: valid, edited as text, one node swapped, arbitrary, or at the limit. */
function positionLine(pool = 'position') {
  const r = rng.below(100);
  const seed = () => inputs.textOf(pool, inputs.seedOf(pool));
  if (r < 35) return seed();
  if (r < 70) return mutateText(rng, seed(), rng.pick(inputs.texts));
  if (r < 85) return JSON.stringify(swapNode(rng, inputs.seedOf(pool), randomJson(rng, 2)));
  if (r < 92) return randomText(rng);
  if (r < 99 || rng.chance(0.8)) return JSON.stringify(randomJson(rng));
  // The limit (one line in 500): exactly 1 MiB read, one byte more refused, by both.
  const text = seed();
  const pad = MAX_INPUT - Buffer.byteLength(text) + rng.below(2);
  return pad > 0 ? text + ' '.repeat(pad) : text;
}

/**
 * A JSON position as the text of a request's field, edited or not: a JSON object on its own
 * (its text, duplicate keys, `-0` and escapes included, goes to both), so that it means the same
 * inside the request as alone. Text that is not JSON is the single-text pairs' business.
 */
function positionField() {
  for (;;) {
    const r = rng.below(100);
    const v = inputs.seedOf('rolled');
    let t;
    if (r < 45) t = JSON.stringify(v);
    else if (r < 75) t = mutateText(rng, JSON.stringify(v), rng.pick(inputs.texts));
    else t = JSON.stringify(swapNode(rng, v, randomJson(rng, 2)));
    t = asLine(t);
    if (t && isJson(t) && parses(t)) return t;
  }
}

function parses(t) {
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** A JSON value of a kind, valid or with one node swapped for arbitrary JSON (mutated as data). */
function valueOf(kind, own) {
  const v = own ?? inputs.seedOf(kind);
  return rng.chance(0.55) ? v : swapNode(rng, v, randomJson(rng, 2));
}

// ---- the pairs of lines ----------------------------------------------------------------------

/**
 * `n` inputs made by `make()` — `{line, call, raw?, same?}`: the line for `tablier <cmd>`, the
 * package call answering it, whether the command line answers raw text (not JSON), whether both
 * read the very same text — run a CHUNK at a time (made, sent, compared, dropped), so that the
 * corpus is never held whole.
 */
function pair(name, cmd, n, make) {
  const a = new Agreement(name);
  for (let done = 0; done < n; ) {
    const part = [];
    while (part.length < Math.min(CHUNK, n - done)) {
      const r = make();
      const line = asLine(r.line);
      if (line && (!r.same || line === r.line)) part.push({ ...r, line });
    }
    const answers = cli([cmd], part.map((r) => r.line));
    part.forEach((r, i) => a.compare(r.line, answer(answers[i], r.raw), pkg(() => r.call(r.line)), Boolean(r.same)));
    done += part.length;
    globalThis.gc?.(); // with --expose-gc (the long run): the peak is what is held, not garbage
  }
  return a.done();
}

/** The same text to `tablier <cmd>` and to `f(text)`. */
const textPair = (name, cmd, f, n, pool) => pair(name, cmd, n, () => ({ line: positionLine(pool), call: f, same: true }));

/** `tablier notation` reads JSON or the notation: the package's toNotation or fromNotation. */
function notationPair(n) {
  return pair('tablier notation ↔ toNotation / fromNotation', 'notation', n, () => {
    const line = positionLine();
    const json = isJson(line);
    return { line, raw: json, same: true, call: (l) => (json ? tablier.toNotation(l) : tablier.fromNotation(l)) };
  });
}

/** Requests written as JSON lines from parts; the package called with the same parts. */
const requestPair = (name, cmd, n, make) => pair(name, cmd, n, make);

const field = (k, v) => (v === undefined ? '' : `${JSON.stringify(k)}:${typeof v === 'string' && k === 'position' ? v : JSON.stringify(v)}`);
const object = (...fields) => `{${fields.filter(Boolean).join(',')}}`;

function ecoleRequest() {
  if (rng.chance(0.5)) {
    const [p, m] = rng.pick(seeds.marked);
    // One part edited at a time: the position as text, or the marks as data.
    const editPosition = rng.chance(0.5);
    const position = editPosition ? positionField() : JSON.stringify(p);
    const marked = editPosition ? m : valueOf('marked', m);
    return { line: object(field('position', position), field('marked', marked)), call: () => tablier.checkEcole(position, marked) };
  }
  const [score, mover, points, marked] = rng.pick(seeds.points);
  const k = rng.below(4);
  // Without a board the request needs `mover` and `points` (null is absent): the package's
  // checkEcolePoints takes both.
  const call = (parts) => () => {
    if (parts[1] === null || parts[2] === null) throw new TablierError('bad-request', 'give either `position`, or `mover` and `points` (with an optional `score`)');
    return tablier.checkEcolePoints(...parts);
  };
  const parts = [k === 0 ? valueOf('score', score) : score, mover, k === 2 ? valueOf('points', points) : points, k === 3 ? valueOf('marked', marked ?? {}) : marked];
  if (k === 1 && rng.chance(0.5)) parts[1] = rng.pick(['white', 'black', 'w', 'White', 'jacquet', 0, ['white'], { white: 1 }]);
  return {
    line: object(field('score', parts[0]), field('mover', parts[1]), field('points', parts[2]), field('marked', parts[3])),
    call: call(parts),
  };
}

function markRequest() {
  const [score, mover, points] = rng.pick(seeds.points);
  const k = rng.below(3);
  const s = k === 0 ? valueOf('score', score) : score;
  const pts = k === 1 ? valueOf('points', points) : points;
  const m = k === 2 && rng.chance(0.5) ? rng.pick(['white', 'black', 'w', 0, ['black']]) : mover;
  return {
    line: object(field('score', s), field('mover', m), field('points', pts)),
    call: () => {
      const v = tablier.checkEcolePoints(s, m, pts, null);
      return { score: v.score, holes: { white: v.due.white.holes, black: v.due.black.holes }, can_leave: v.due[m].can_leave };
    },
  };
}

function applyRequest() {
  const [p, plays] = rng.pick(seeds.plays);
  const legal = plays.length ? rng.pick(plays) : { moves: [] };
  const k = rng.below(3);
  // The play edited where the roll ends the game before its play: the command line reads the
  // whole request first and refuses the play, the package is never asked for it. Another one.
  if (k === 1 && p.game !== 'jacquet' && ['over', 'roll'].includes(phaseOnLoad(p))) return applyRequest();
  const position = k === 0 ? positionField() : JSON.stringify(p);
  let play = k === 1 ? valueOf('play', legal) : legal;
  // The play as its moves or as an object `{moves}`, both read by `tablier apply`.
  const asMoves = rng.chance(0.5) && play && typeof play === 'object' && Array.isArray(play.moves) && Object.keys(play).length === 1;
  const leave = k === 2 ? rng.chance(0.5) : undefined;
  if (leave && rng.chance(0.5)) play = { moves: [] };
  const line = object(field('position', position), field('play', asMoves ? play.moves : play), field('leave', leave));
  // As its moves, the line carries the moves alone: so does the package's call.
  const given = asMoves ? { moves: play.moves } : play;
  return { line, call: () => applyViaPackage(position, given, leave) };
}

function phaseOnLoad(p) {
  const g = new Game(p);
  try {
    return g.phase();
  } finally {
    g.free();
  }
}

/**
 * What `tablier apply` does (crates/tablier-cli/src/apply.rs), through the package's own calls. The
 * request's spellings become the arguments: `play` null is no play, `play` as its moves is
 * `{moves}`.
 */
function applyViaPackage(position, given, leave) {
  const play = given === null ? undefined : Array.isArray(given) ? { moves: given } : given;
  const v = tablier.validate(position);
  if (!v.ok) throw new TablierError(v.error.code, v.error.message);
  if (!v.position.dice) throw new TablierError('no-dice', 'the position has no dice: roll first');
  const refuse = (m) => new TablierError('bad-request', m);
  if (v.position.game === 'jacquet') {
    if (leave) throw refuse('leave: only Trictrac has trous to leave on');
    if (play === undefined) throw refuse('play: the request has no play');
    return tablier.applyPlay(position, play);
  }
  const g = new Game(position);
  try {
    if (g.phase() === 'over' && g.history().length === 0) throw refuse('the game is over: a side already has its twelve trous');
    if (leave) {
      if (g.phase() !== 'decide') throw refuse('leave: one may leave only right after completing a trou with one\'s own roll (RULINGS 11)');
      if (play && Array.isArray(play.moves) && play.moves.length) throw refuse('leave: whoever leaves does not play, he relèves and rolls again');
      g.leave();
    } else if (g.phase() === 'decide') g.hold();
    if (g.phase() === 'play') {
      if (play === undefined) throw refuse('play: the request has no play (use [] when nothing can be played)');
      g.play(play);
    }
    return g.position();
  } finally {
    g.free();
  }
}

function sheetRequest() {
  let req = valueOf('sheet');
  req = Inputs.smallSheet(req);
  // A sheet played from a seed plays whole games (seconds each in a debug build): few of them.
  if (req && typeof req === 'object' && 'seed' in req && !('gains' in req) && rng.chance(0.9)) req = seeds.sheets[0];
  return { line: JSON.stringify(req) ?? 'null', call: () => tablier.sheet(req) };
}

// ---- records, one process each -------------------------------------------------------------

function recordText() {
  const r = rng.below(100);
  const rec = inputs.seedOf('record');
  if (r < 40) return JSON.stringify(rec);
  if (r < 75) return mutateText(rng, JSON.stringify(rec), JSON.stringify(inputs.seedOf('record')));
  return JSON.stringify(swapNode(rng, rec, randomJson(rng, 2)));
}

function run(args, input) {
  const r = spawnSync(BIN, args, { input, maxBuffer: 1 << 30, encoding: 'utf8' });
  assert.equal(r.stderr, '', `tablier ${args.join(' ')}: ${r.stderr.slice(0, 2000)}`);
  assert.ok(r.status === 0 || r.status === 1, `tablier ${args.join(' ')} ended with ${r.status} ${r.signal ?? ''}`);
  const lines = r.stdout.split('\n');
  lines.pop();
  return lines;
}

function replayPair(n) {
  const a = new Agreement('tablier replay ↔ Game.fromRecord');
  for (let i = 0; i < n; i++) {
    const text = recordText();
    const lines = run(['replay'], text);
    const last = lines.length ? JSON.parse(lines[lines.length - 1]) : {};
    const c = last.error ? { code: last.error.code, message: last.error.message } : { value: lines.map((l) => rollOf(JSON.parse(l))) };
    const p = pkg(() => {
      const g = Game.fromRecord(text);
      try {
        return g.history().map((t) => rollOf({ side: t.turn, dice: t.dice, points: t.points, holes: t.holes, decision: t.decision, score: t.score }));
      } finally {
        g.free();
      }
    });
    // A Jacquet record replays on the command line; Game plays Trictrac only.
    if (c.value && lines.some((l) => 'manche' in JSON.parse(l) || !('roll' in JSON.parse(l)))) continue;
    a.compare(text, c, p, false);
  }
  return a.done();
}

/** What `tablier replay` and `Game.history()` both say of a roll. */
function rollOf(t) {
  return { side: t.side, dice: t.dice, points: t.points, holes: t.holes, decision: t.decision ?? null, score: t.score };
}

function reviewPair(n) {
  const a = new Agreement('tablier review ↔ review');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablier-agree-'));
  try {
    for (let i = 0; i < n; i++) {
      const text = recordText();
      const side = rng.pick(['white', 'black']);
      const file = path.join(dir, 'record.json');
      fs.writeFileSync(file, text);
      const [line] = run(['review', side, file]);
      a.compare(text, answer(line), pkg(() => tablier.review(text, side)), false);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return a.done();
}

test('the command line and the package give the same answers on one corpus', { skip: BIN ? false : 'no cargo to build tablier' }, () => {
  const started = performance.now();
  const hintsLines = Math.max(40, Math.round(LINES / 4));
  const all = [
    textPair('tablier analyse ↔ analyse', 'analyse', tablier.analyse, LINES, 'rolled'),
    notationPair(LINES),
    textPair('tablier chances ↔ chances', 'chances', tablier.chances, LINES, 'position'),
    textPair('tablier hints ↔ hints', 'hints', tablier.hints, hintsLines, 'rolled'),
    requestPair('tablier ecole ↔ checkEcole / checkEcolePoints', 'ecole', LINES, ecoleRequest),
    requestPair('tablier mark ↔ checkEcolePoints', 'mark', LINES, markRequest),
    requestPair('tablier apply ↔ Game / applyPlay', 'apply', LINES, applyRequest),
    requestPair('tablier sheet ↔ sheet', 'sheet', Math.max(20, Math.round(LINES / 4)), sheetRequest),
    replayPair(RECORDS),
    reviewPair(Math.max(10, Math.round(RECORDS / 2))),
  ];
  for (const a of all) report(a.line());
  const inputsAll = all.reduce((s, a) => s + a.lines, 0);
  const disagreements = all.reduce((s, a) => s + a.disagree, 0);
  report(
    `agree: ${inputsAll} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s; ${disagreements} disagreements; ` +
      `Node's peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  assert.equal(disagreements, 0);
});
