// Benchmark of play generation through the npm package, the same measure as the native
// `cargo bench --bench plays`: legal plays for each of the 21 rolls of every position of
// tests/data/bench_positions.jsonl, the median per (position, roll) of each repetition, and
// the median and the fastest over repetitions. Four figures:
// - the engine in WebAssembly, one generation with the JSON crossing taken out (below): the
//   figure compared with native;
// - the same with the crossing amortised over 64 generations a call;
// - a whole package call, legalPlays(position): what any JS caller pays (the position object in,
//   the plays back as JS objects), and the same for analyse(position), one call a sample;
// - validate(position): the crossing alone.
//
//   scripts/build-pkg.sh && TABLIER_BENCH_MODULE="$(benches/node/bench-module.sh)" \
//     node benches/node/plays.mjs [--native-ns N] [--reps R] [--engine-only]
//   node benches/node/plays.mjs --analyse-only [--reps R]   (the whole analyse call alone:
//                                                             benches/node/analyse.sh)
//
// With --native-ns (the native figure, in ns: the fastest repetition's median) it prints the
// ratio and fails above 2×.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { positions, rolls, rolled } from './positions.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const REPETITIONS = opt('--reps', 5);
const BATCH = 8;
const NATIVE = opt('--native-ns', NaN);

const pkg = process.env.TABLIER_PKG ? path.resolve(process.env.TABLIER_PKG) : path.join(ROOT, 'pkg');
const t = await import(path.join(pkg, 'index.node.mjs'));


let plays = 0;
for (const p of rolled) plays += t.legalPlays(p).length; // also the warm-up
console.log(
  `${positions.length} positions x ${rolls.length} rolls = ${rolled.length} (position, roll); ` +
    `${(plays / rolled.length).toFixed(1)} plays on average`,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/**
 * REPETITIONS times over every (position, roll): `sample(p)` answers the ns one (position, roll)
 * took. Prints each repetition's median, p90, max and mean; answers the median and the fastest
 * of the repetitions' medians.
 */
function repeat(label, sample) {
  const medians = [];
  for (let rep = 0; rep < REPETITIONS; rep++) {
    const samples = new Float64Array(rolled.length);
    for (let i = 0; i < rolled.length; i++) samples[i] = sample(rolled[i]);
    const sorted = Array.from(samples).sort((a, b) => a - b);
    const m = sorted[sorted.length >> 1];
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    console.log(
      `${label} repetition ${rep}: median ${m.toFixed(0)} ns, p90 ${sorted[Math.floor(sorted.length * 0.9)].toFixed(0)} ns, ` +
        `max ${sorted[sorted.length - 1].toFixed(0)} ns per (position, roll); mean ${mean.toFixed(0)} ns`,
    );
    medians.push(m);
  }
  const m = median(medians);
  const fastest = Math.min(...medians);
  console.log(`${label}: median ${m.toFixed(0)} ns per (position, roll); fastest repetition ${fastest.toFixed(0)} ns`);
  return { median: m, fastest };
}

/** Times fn on each (position, roll) over a small batch; `inner` is how many calls one fn call makes. */
function run(label, fn, inner = 1) {
  const loops = Math.max(1, BATCH / inner);
  return repeat(label, (p) => {
    const s = process.hrtime.bigint();
    for (let k = 0; k < loops; k++) fn(p);
    return Number(process.hrtime.bigint() - s) / (loops * inner);
  });
}

// The engine alone, as the native bench measures it: the rules on a position already read.
// benchLegalPlays(text, n) reads the position once, generates the plays n times inside
// WebAssembly and writes the last list once; the difference between a call with 1 + GENERATIONS
// and a call with 1, over GENERATIONS, is the time of one generation with the crossing (reading
// the JSON, writing the answer: a fixed cost of several µs a call) taken out.
// `benchLegalPlays` is not in the package (docs/size.md): the module built with it by
// benches/node/bench-module.sh, named by TABLIER_BENCH_MODULE (compare.sh and analyse.sh do so).
const BENCH = process.env.TABLIER_BENCH_MODULE;
const raw = BENCH ? await import(path.resolve(BENCH)) : null;
if (raw) raw.initSync({ module: readFileSync(path.resolve(BENCH).replace(/\.js$/, '_bg.wasm')) });
else if (!args.includes('--analyse-only')) {
  console.error('plays.mjs: the engine-in-WebAssembly figures need TABLIER_BENCH_MODULE="$(benches/node/bench-module.sh)"');
  process.exit(2);
}
const texts = new Map(rolled.map((p) => [p, JSON.stringify(p)]));
const GENERATIONS = 16;
const MORE = 1 + GENERATIONS;
function oneGeneration(p) {
  const text = texts.get(p);
  let s = process.hrtime.bigint();
  raw.benchLegalPlays(text, 1);
  const one = process.hrtime.bigint() - s;
  s = process.hrtime.bigint();
  raw.benchLegalPlays(text, MORE);
  const more = process.hrtime.bigint() - s;
  return Number(more - one) / GENERATIONS;
}
// A whole analyse call, each on the next (position, roll), one call a sample: the figure of
// docs/speed.md (the object in, the jans, points and plays out as JS objects).
const analyse = () =>
  repeat('analyse (package call, one call each)', (p) => {
    const s = process.hrtime.bigint();
    t.analyse(p);
    return Number(process.hrtime.bigint() - s);
  });
if (args.includes('--analyse-only')) {
  analyse();
  process.exit(0);
}

// Compared by the fastest repetition on each side (the one least slowed by other work on a
// shared machine), as benches/node/compare.sh does.
const wasm = repeat('legal_plays (engine in wasm, Node)', oneGeneration).fastest;
if (!args.includes('--engine-only')) {
  // The same with the crossing amortised rather than taken out: 64 generations a call.
  run('legal_plays x64 per call (engine in wasm, crossing included once)', (p) => raw.benchLegalPlays(texts.get(p), 64), 64);
  // What a JS caller pays per call: the object in, the plays out as JS objects.
  run('legalPlays (package call)', (p) => t.legalPlays(p));
  analyse();
  // What crossing the boundary costs alone: the position read and written back, no rules.
  run('validate (crossing only)', (p) => t.validate(p));
}

if (Number.isFinite(NATIVE)) {
  const ratio = wasm / NATIVE;
  console.log(`native ${NATIVE.toFixed(0)} ns, engine in wasm ${wasm.toFixed(0)} ns; wasm/native = ${ratio.toFixed(2)}x (budget 2x)`);
  if (ratio > 2) {
    console.error('over budget: the package is more than twice as slow as native');
    process.exit(1);
  }
}
