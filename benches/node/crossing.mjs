// The two crossings of benches/node/crossing.sh, on the bench positions with each of the 21
// rolls (4,200 different (position, roll)), each call on the next one: the median ns of a whole
// analyse call, JS object in, JS object out, for
// - JSON text: JSON.stringify(position) → analyse (serde_json) → JSON.parse(answer);
// - serde-wasm-bindgen: analyseValue(position) reads the object and builds the answer's objects.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rolled } from './positions.mjs';

const [modulePath, ...args] = process.argv.slice(2);
const REPS = args.includes('--reps') ? Number(args[args.indexOf('--reps') + 1]) : 5;
const raw = createRequire(import.meta.url)(path.resolve(modulePath));


const ways = {
  'JSON text (serde_json)': (p) => JSON.parse(raw.analyse(JSON.stringify(p))),
  'JS values (serde-wasm-bindgen)': (p) => raw.analyseValue(p),
};
// Both answer the same analyses.
for (const p of rolled.slice(0, 200)) {
  const [a, b] = Object.values(ways).map((f) => JSON.stringify(f(p)));
  if (a !== b) throw new Error(`the crossings disagree on ${JSON.stringify(p)}:\n${a}\n${b}`);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [label, f] of Object.entries(ways)) {
  for (const p of rolled) f(p); // warm-up
  const medians = [];
  for (let r = 0; r < REPS; r++) {
    const ns = new Float64Array(rolled.length);
    for (let i = 0; i < rolled.length; i++) {
      const s = process.hrtime.bigint();
      f(rolled[i]);
      ns[i] = Number(process.hrtime.bigint() - s);
    }
    medians.push(median(ns));
  }
  console.log(`${label}: analyse median ${median(medians).toFixed(0)} ns per call (fastest repetition ${Math.min(...medians).toFixed(0)} ns), ${rolled.length} (position, roll)`);
}
