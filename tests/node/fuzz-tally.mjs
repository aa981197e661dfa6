// The package fuzz harness's bookkeeping (docs/limits.md): each boundary's tally of inputs and
// faults, the call that sorts an answer from a refusal (a trap, an untyped error, a code outside
// the ErrorCode union, a long message are faults), the module's memory sampled as the run goes.
// tests/node/fuzz.test.mjs (the functions) and tests/node/fuzz-games.mjs (the games) use it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { tablier, PKG, EXAMPLE } from './helpers.mjs';
import { CODES, describe, envInt } from './fuzz-inputs.mjs';

const { TablierError } = tablier;

export const LONG = process.env.TABLIER_FUZZ_INPUTS !== undefined;
export const TOTAL = envInt('TABLIER_FUZZ_INPUTS', 6000);
export const PER_BOUNDARY = process.env.TABLIER_FUZZ_PER_BOUNDARY === '1';
export const WHOLE_GAMES = envInt('TABLIER_FUZZ_RECORDS', Math.max(1, Math.round(TOTAL / 20)));
export const TALLY = LONG || process.env.TABLIER_FUZZ_TALLY === '1';
export const SEED = envInt('TABLIER_FUZZ_SEED', 18);
export const VERBOSE = process.env.TABLIER_FUZZ_VERBOSE === '1'; // every fault, as it comes
/** The longest message a refusal may have: what it quotes of the input is cut. */
const MAX_MESSAGE = 600;
/** The module's memory may not pass this (the long run's whole process must stay under 200 MB). */
export const MEMORY_CEILING = 128 * 2 ** 20;
/** Nor grow by more than this over the last 70 % of a long run (a leak of 24 bytes an input). */
export const MEMORY_GROWTH = 24 * 2 ** 20;

const FAULTS = ['trap', 'untyped', 'broken', 'changed', 'misanswered', 'long-message', 'unbounded'];

// The modules' own memory, when their glues hand it out (the package's instances: the same
// modules): the games module's and the rules module's, which answers the stateless questions.
const memoryOf = async (glue) => {
  try {
    const raw = await import(path.join(path.resolve(PKG), glue));
    const m = raw.initSync().memory;
    return m instanceof WebAssembly.Memory ? m : null;
  } catch {
    return null;
  }
};
const memories = [await memoryOf('web/tablier.js'), await memoryOf('rules/tablier_rules.js')];
export const wasmMemory = memories.every((m) => m) ? memories : null;
export const memoryBytes = () => (wasmMemory ? wasmMemory.reduce((n, m) => n + m.buffer.byteLength, 0) : 0);

export class Tally {
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

export const report = (line) => process.stderr.write(`${line}\n`);

// A good call and its answer, asked again after each fault: the module still works.
const GOOD = { notation: tablier.toNotation(EXAMPLE), analysis: JSON.stringify(tablier.analyse(EXAMPLE)) };
let since = 0;
export function stillWorks(tally, after) {
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
export function attempt(tally, what, f) {
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

export const call = (name, args) => () => `${name}(${args.map((a) => describe(a, 120)).join(', ')})`;
export const json = (v) => JSON.stringify(v);
export const same = (a, b) => json(a) === json(b);

// Memory: sampled as the run goes; the peak, and the growth once warm.
export const memory = { peak: 0, rss: 0, samples: [] };
export function sampleMemory() {
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
export async function pause(i) {
  sampleMemory();
  if (i % 1024 === 1023) globalThis.gc?.(); // text of 1 MiB and more waits for a full collection
  await new Promise(setImmediate);
}
